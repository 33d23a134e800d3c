import { screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import {
  authState,
  jsonResponse,
  requestedPaths,
  renderWithProviders,
  stubFetch,
  testUser,
} from '../../../../test/test-utils';
import { limits } from '../../testing/fixtures';
import { AiCaptionFields } from './AiCaptionFields';
import { NotesFields } from './NotesFields';

/** An SSE answer the test writes event by event, noting when the page stops reading it. */
function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const state = { cancelled: false };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
    cancel() {
      state.cancelled = true;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    send(event: string, data: unknown) {
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
    close: () => controller.close(),
    state,
  };
}

/**
 * The order form's AI parts in a form of their own: the whole page (quota, files, slides) makes
 * every keystroke slow in jsdom, and its wiring is covered by NewProjectPage.test.tsx.
 */
function OrderFormAiParts() {
  return (
    <Form layout="vertical" initialValues={{ contentType: 'post' }}>
      <Form.Item name="title" label="Titel">
        <Input />
      </Form.Item>
      <Form.Item name="description" label="Inhalt">
        <Input.TextArea />
      </Form.Item>
      <Form.Item name="contentType" hidden>
        <Input />
      </Form.Item>
      <AiCaptionFields locked={false} onFilled={() => undefined} />
      <NotesFields onAiFilled={() => undefined} />
    </Form>
  );
}

function renderPage() {
  return renderWithProviders(<OrderFormAiParts />, {
    route: '/client/new-project',
    preloadedState: authState(testUser('client', { id: 'client-1' })),
  });
}

type User = ReturnType<typeof renderPage>['user'];

async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillBriefing(user: User) {
  await fill(user, screen.getByLabelText('Titel'), 'Herbstbrot');
  await fill(user, screen.getByLabelText('Inhalt'), 'Neues Brot mit Kürbiskernen');
}

const button = (name: string) => screen.getByText(name).closest('button')!;
const caption = () => screen.getByLabelText('Generierte Caption') as HTMLTextAreaElement;
const cta = () => screen.getByLabelText('Generierter CTA') as HTMLInputElement;

describe('AI helpers of the order form', () => {
  it('asks for title and content before calling the AI', async () => {
    const fetchMock = stubFetch({});
    const { user } = renderPage();
    await user.click(button('Beschreibung generieren'));
    expect(await screen.findByText('Bitte fülle Titel und Inhalt aus')).toBeInTheDocument();
    await fill(user, screen.getByLabelText('Titel'), 'Nur ein Titel');
    await user.click(button('Hashtags generieren'));
    await waitFor(() => expect(screen.getAllByText('Bitte fülle Titel und Inhalt aus').length).toBeGreaterThan(0));
    expect(fetchMock.mock.calls.map(([input]) => (input as Request).url ?? String(input)).join(' ')).not.toContain(
      '/api/ai/',
    );
  });

  it('streams caption and CTA into their fields as they are written; Stoppen ends the stream', async () => {
    const streams = [eventStream(), eventStream()];
    const sent: { headers: Headers; body: unknown }[] = [];
    stubFetch({
      'POST /api/ai/description': async (request) => {
        sent.push({ headers: request.headers, body: await request.json() });
        return streams[sent.length - 1].response;
      },
    });
    const { user } = renderPage();
    await fillBriefing(user);

    await user.click(button('Beschreibung generieren'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].body).toEqual({
      title: 'Herbstbrot',
      description: 'Neues Brot mit Kürbiskernen',
      contentType: 'post',
    });
    expect(sent[0].headers.get('Authorization')).toBe('Bearer access-token');
    expect(sent[0].headers.get('Accept')).toBe('text/event-stream');

    const [first, second] = streams;
    first.send('delta', { field: 'caption', text: 'Grüsse aus ' });
    await waitFor(() => expect(caption().value).toBe('Grüsse aus '));
    first.send('delta', { field: 'caption', text: 'der Backstube.' });
    first.send('delta', { field: 'cta', text: 'Jetzt ' });
    await waitFor(() => expect(cta().value).toBe('Jetzt '));
    expect(caption().value).toBe('Grüsse aus der Backstube.');
    first.send('done', { caption: 'Grüsse aus der Backstube.', cta: 'Jetzt probieren', offline: false });
    first.close();
    expect(await screen.findByText('Beschreibung erfolgreich generiert!')).toBeInTheDocument();
    expect(cta().value).toBe('Jetzt probieren');
    expect(screen.queryByText('Offline-Entwurf')).not.toBeInTheDocument();

    // The AI's own text is replaced without asking; Stoppen keeps what was written so far.
    await user.click(button('Beschreibung generieren'));
    await waitFor(() => expect(sent).toHaveLength(2));
    second.send('delta', { field: 'caption', text: 'Ein neuer Anfang' });
    await waitFor(() => expect(caption().value).toBe('Ein neuer Anfang'));
    await user.click(button('Stoppen'));
    await waitFor(() => expect(second.state.cancelled).toBe(true));
    await waitFor(() => expect(screen.queryByText('Stoppen')).not.toBeInTheDocument());
    expect(caption().value).toBe('Ein neuer Anfang');
  });

  it('asks before replacing text the client typed, and keeps it when told so', async () => {
    const stream = eventStream();
    let calls = 0;
    stubFetch({
      'POST /api/ai/description': () => {
        calls += 1;
        return stream.response;
      },
    });
    const { user } = renderPage();
    await fillBriefing(user);
    await fill(user, caption(), 'Mein eigener Text');

    await user.click(button('Beschreibung generieren'));
    expect((await screen.findAllByText('Deinen Text ersetzen?')).length).toBeGreaterThan(0);
    await user.click(button('Behalten'));
    expect(calls).toBe(0);
    expect(caption().value).toBe('Mein eigener Text');

    await user.click(button('Beschreibung generieren'));
    await user.click((await screen.findAllByText('Ersetzen')).at(-1)!);
    await waitFor(() => expect(calls).toBe(1));
    stream.send('done', { caption: 'Entwurf aus dem Briefing', cta: 'Jetzt vorbeikommen', offline: true });
    stream.close();
    await waitFor(() => expect(caption().value).toBe('Entwurf aus dem Briefing'));
    expect(await screen.findByText('Offline-Entwurf')).toBeInTheDocument();
  });

  it('says that the AI comes with a plan instead of asking the server, for a client without one', async () => {
    const fetchMock = stubFetch({
      'GET /api/me/limits': {
        body: limits({
          planName: 'Kein Plan',
          postLimit: 0,
          carouselLimit: 0,
          reelLimit: 0,
          postsRemaining: 0,
          carouselsRemaining: 0,
          reelsRemaining: 0,
        }),
      },
    });
    renderPage();
    const needsPlan = 'Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan.';
    await waitFor(() => expect(screen.getAllByText(needsPlan)).toHaveLength(2));
    expect(button('Beschreibung generieren')).toBeDisabled();
    expect(button('Hashtags generieren')).toBeDisabled();
    expect(requestedPaths(fetchMock).filter((path) => path.includes('/api/ai/'))).toEqual([]);
  });

  it("shows the server's refusal when the plan ended meanwhile", async () => {
    stubFetch({
      'GET /api/me/limits': { body: limits() },
      'POST /api/ai/hashtags': {
        status: 403,
        body: {
          statusCode: 403,
          code: 'FORBIDDEN',
          message: 'Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan.',
        },
      },
    });
    const { user } = renderPage();
    await fillBriefing(user);
    expect(button('Hashtags generieren')).toBeEnabled();
    await user.click(button('Hashtags generieren'));
    expect(
      await screen.findByText('Die KI-Hilfe ist in deinem Abo enthalten. Wähle zuerst einen Plan.'),
    ).toBeInTheDocument();
  });

  it("shows the server's error texts and never loses the client's input", async () => {
    const stream = eventStream();
    let descriptionCalls = 0;
    stubFetch({
      'POST /api/ai/description': () => {
        descriptionCalls += 1;
        if (descriptionCalls === 1)
          return jsonResponse(429, {
            statusCode: 429,
            code: 'RATE_LIMITED',
            message: 'Zu viele Anfragen. Bitte warte einen Moment.',
          });
        return stream.response;
      },
      'POST /api/ai/hashtags': {
        status: 402,
        body: { statusCode: 402, code: 'AI_CREDITS', message: 'AI-Credits aufgebraucht. Bitte Credits hinzufügen.' },
      },
    });
    const { user } = renderPage();
    await fillBriefing(user);
    await fill(user, cta(), 'Mein CTA');
    await fill(user, screen.getByLabelText('Hashtags'), '#meine #tags');

    await user.click(button('Beschreibung generieren'));
    await user.click((await screen.findAllByText('Ersetzen')).at(-1)!);
    expect(await screen.findByText('Zu viele Anfragen. Bitte warte einen Moment.')).toBeInTheDocument();
    expect(cta().value).toBe('Mein CTA');

    // An error in the middle of a stream puts back what the fields held.
    await user.click(button('Beschreibung generieren'));
    await user.click((await screen.findAllByText('Ersetzen')).at(-1)!);
    await waitFor(() => expect(descriptionCalls).toBe(2));
    stream.send('delta', { field: 'caption', text: 'Halb' });
    await waitFor(() => expect(caption().value).toBe('Halb'));
    stream.send('error', { statusCode: 502, code: 'INTERNAL', message: 'The model is overloaded' });
    stream.close();
    expect(await screen.findByText('The model is overloaded')).toBeInTheDocument();
    expect(caption().value).toBe('');
    expect(cta().value).toBe('Mein CTA');

    await user.click(button('Hashtags generieren'));
    await user.click((await screen.findAllByText('Ersetzen')).at(-1)!);
    expect(await screen.findByText('AI-Credits aufgebraucht. Bitte Credits hinzufügen.')).toBeInTheDocument();
    expect((screen.getByLabelText('Hashtags') as HTMLInputElement).value).toBe('#meine #tags');
  });
});
