import { screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { NewProjectPage, toCreateBody } from './NewProjectPage';
import { limits, projectDetail } from './testing/fixtures';

/** Pasting instead of typing: antd re-renders the whole form per keystroke, which is slow in jsdom. */
async function fill(user: ReturnType<typeof renderPage>['user'], field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/** Role queries walk antd's large DOM slowly in jsdom; the button's text finds it as well. */
function submitButton() {
  return screen.getByText('Auftrag erstellen').closest('button')!;
}

function renderPage() {
  return renderWithProviders(
    <>
      <NewProjectPage />
      <LocationDisplay />
    </>,
    { route: '/client/new-project', preloadedState: authState(testUser('client', { id: 'client-1' })) },
  );
}

describe('toCreateBody', () => {
  it('drops empty optional texts, and slide ideas of other types than carousel', () => {
    expect(
      toCreateBody({
        title: '  Titel ',
        description: ' Inhalt ',
        contentType: 'post',
        hook: '   ',
        hashtags: ' #a   #b ',
        slideIdeas: [{ content: 'Slide' }],
      }),
    ).toEqual({
      title: 'Titel',
      description: 'Inhalt',
      contentType: 'post',
      contentDescription: undefined,
      platform: undefined,
      targetPlatforms: undefined,
      contentGoal: undefined,
      hook: undefined,
      cta: undefined,
      visualIdea: undefined,
      slideIdeas: undefined,
      specialNotes: undefined,
      hashtags: '#a #b',
    });
  });

  it('sends the caption and CTA (typed or written by the AI) trimmed, and leaves empty ones out', () => {
    const body = toCreateBody({
      title: 'T',
      description: 'I',
      contentType: 'post',
      generatedCaption: ' Grüsse aus Zürich \n',
      generatedCta: '  ',
    });
    expect(body.generatedCaption).toBe('Grüsse aus Zürich');
    expect(body.generatedCta).toBeUndefined();
  });

  it('numbers carousel slides by their row and drops empty ones', () => {
    const body = toCreateBody({
      title: 'T',
      description: 'I',
      contentType: 'carousel',
      slideIdeas: [{ content: 'Eins' }, { content: '  ' }, { content: 'Drei' }],
    });
    expect(body.slideIdeas).toEqual([
      { number: 1, content: 'Eins' },
      { number: 3, content: 'Drei' },
    ]);
  });
});

describe('NewProjectPage', () => {
  it('offers slide ideas only for a carousel, up to six', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits({ carouselsRemaining: 3 }) } });
    const { user } = renderPage();

    expect(screen.getByRole('heading', { name: 'Neuer Auftrag' })).toBeInTheDocument();
    expect(screen.queryByText('Slide-Ideen')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Carousel'));
    expect(await screen.findByText('Slide-Ideen')).toBeInTheDocument();
    const add = screen.getByText('Slide hinzufügen').closest('button')!;
    for (let i = 0; i < 6; i += 1) await user.click(add);
    expect(screen.getByLabelText('Inhalt Slide 6')).toBeInTheDocument();
    expect(add).toBeDisabled();

    await user.click(screen.getByLabelText('Reel'));
    await waitFor(() => expect(screen.queryByText('Slide-Ideen')).not.toBeInTheDocument());
  });

  it('shows the limit notice and disables submit when the chosen type has none left', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits({ carouselsRemaining: 0, postsRemaining: 14 }) } });
    const { user } = renderPage();

    const submit = submitButton();
    expect(await screen.findByText('Noch 14 Posts diesen Monat verfügbar')).toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(screen.getByLabelText('Carousel'));
    expect(
      await screen.findByText('Limit für Carousels erreicht. Neue Inhalte ab nächstem Monat verfügbar.'),
    ).toBeInTheDocument();
    expect(submitButton()).toBeDisabled();

    await user.click(screen.getByLabelText('Reel'));
    await waitFor(() => expect(screen.queryByTestId('quota-notice')).not.toBeInTheDocument());
    expect(submitButton()).toBeEnabled();
  });

  it('asks for title and content before sending anything', async () => {
    const fetchMock = stubFetch({ 'GET /api/me/limits': { body: limits() } });
    const { user } = renderPage();

    await user.click(submitButton());
    expect(await screen.findByText('Bitte fülle alle Pflichtfelder aus (Titel und Inhalt)')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib einen Titel ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte beschreibe den Inhalt')).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([input]) => (input as Request).method)).not.toContain('POST');
  });

  it('creates a carousel with its filled slide ideas, then goes to the orders', async () => {
    let sent: unknown = null;
    stubFetch({
      'GET /api/me/limits': { body: limits({ carouselsRemaining: 2 }) },
      'POST /api/projects': async (request) => {
        sent = await request.json();
        return jsonResponse(201, projectDetail({ id: 'new-1', contentType: 'carousel' }));
      },
    });
    const { user } = renderPage();

    await fill(user, screen.getByLabelText('Titel'), 'Herbst-Carousel');
    await fill(user, screen.getByLabelText('Inhalt'), 'Fünf Gründe für Sauerteig');
    await user.click(screen.getByLabelText('Carousel'));
    const add = (await screen.findByText('Slide hinzufügen')).closest('button')!;
    await user.click(add);
    await user.click(add);
    await user.click(add);
    await fill(user, screen.getByLabelText('Inhalt Slide 1'), 'Titelbild');
    await fill(user, screen.getByLabelText('Inhalt Slide 3'), 'Fazit');
    await fill(user, screen.getByLabelText('Hook'), 'Wusstest du?');
    await user.click(submitButton());

    expect(await screen.findByText('Auftrag erfolgreich erstellt!')).toBeInTheDocument();
    expect(sent).toMatchObject({
      title: 'Herbst-Carousel',
      description: 'Fünf Gründe für Sauerteig',
      contentType: 'carousel',
      hook: 'Wusstest du?',
      slideIdeas: [
        { number: 1, content: 'Titelbild' },
        { number: 3, content: 'Fazit' },
      ],
    });
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/projects?tab=active'));
  });

  it("keeps every input and shows the server's reason when creating fails", async () => {
    stubFetch({
      'GET /api/me/limits': { body: limits() },
      'POST /api/projects': {
        status: 409,
        body: { statusCode: 409, code: 'QUOTA_EXCEEDED', message: 'Limit für diesen Content-Typ erreicht' },
      },
    });
    const { user } = renderPage();

    await fill(user, screen.getByLabelText('Titel'), 'Mein Post');
    await fill(user, screen.getByLabelText('Inhalt'), 'Etwas');
    await user.click(submitButton());

    expect(
      await screen.findByText('Fehler beim Erstellen des Auftrags: Limit für diesen Content-Typ erreicht'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('Mein Post');
    expect(screen.getByTestId('location')).toHaveTextContent('/client/new-project');
  });

  it('lists chosen files with a remove button each and the hint', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits() } });
    const { user, container } = renderPage();

    expect(screen.getByText('PNG, JPG oder MP4')).toBeInTheDocument();
    const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,image/webp,image/gif,video/mp4');
    await user.upload(input, [
      new File(['a'], 'eins.png', { type: 'image/png' }),
      new File(['b'], 'zwei.mp4', { type: 'video/mp4' }),
    ]);
    expect(await screen.findByText('eins.png')).toBeInTheDocument();
    expect(screen.getByText('zwei.mp4')).toBeInTheDocument();

    const first = screen.getByText('eins.png').closest('.ant-upload-list-item')! as HTMLElement;
    await user.click(within(first).getByRole('button', { name: /Datei entfernen/ }));
    await waitFor(() => expect(screen.queryByText('eins.png')).not.toBeInTheDocument());
    expect(screen.getByText('zwei.mp4')).toBeInTheDocument();
  });

  it('restores a draft left behind, and forgets it on request', async () => {
    window.sessionStorage.setItem(
      'contentflow:new-project-draft:client-1',
      JSON.stringify({
        contentType: 'carousel',
        title: 'Halb fertig',
        hook: 'Hallo',
        slideIdeas: [{ content: 'Erste Idee' }],
      }),
    );
    stubFetch({ 'GET /api/me/limits': { body: limits({ carouselsRemaining: 2 }) } });
    const { user } = renderPage();

    expect(screen.getByText('Dein Entwurf wurde wiederhergestellt.')).toBeInTheDocument();
    expect(screen.getByLabelText('Titel')).toHaveValue('Halb fertig');
    expect(screen.getByLabelText('Inhalt Slide 1')).toHaveValue('Erste Idee');

    await user.click(screen.getByText('Entwurf verwerfen').closest('button')!);
    await waitFor(() => expect(screen.getByLabelText('Titel')).toHaveValue(''));
    expect(screen.getByLabelText('Hook')).toHaveValue('');
    expect(window.sessionStorage.getItem('contentflow:new-project-draft:client-1')).toBeNull();
  });

  it('does not send the order on Enter in a single-line field; Enter in a text area makes a new line', async () => {
    const fetchMock = stubFetch({
      'GET /api/me/limits': { body: limits() },
      'POST /api/projects': { status: 201, body: projectDetail({ id: 'new-1' }) },
    });
    const { user } = renderPage();

    await fill(user, screen.getByLabelText('Titel'), 'Fast fertig');
    await fill(user, screen.getByLabelText('Inhalt'), 'Erste Zeile');
    await user.keyboard('{Enter}');
    await user.paste('Zweite Zeile');
    expect(screen.getByLabelText('Inhalt')).toHaveValue('Erste Zeile\nZweite Zeile');

    await user.click(screen.getByLabelText('Titel'));
    await user.keyboard('{Enter}');
    await user.click(screen.getByLabelText('Hook'));
    await user.keyboard('{Enter}');

    // Enough time for a submission to reach fetch, had one started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock.mock.calls.map(([input]) => (input as Request).method)).not.toContain('POST');
    expect(screen.queryByText('Auftrag erfolgreich erstellt!')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/new-project');
    expect(screen.getByLabelText('Titel')).toHaveValue('Fast fertig');
  });

  it('sends the order with Ctrl+Enter, as the submit button does', async () => {
    let posts = 0;
    stubFetch({
      'GET /api/me/limits': { body: limits() },
      'POST /api/projects': () => {
        posts += 1;
        return jsonResponse(201, projectDetail({ id: 'new-1' }));
      },
    });
    const { user } = renderPage();

    await fill(user, screen.getByLabelText('Titel'), 'Schnell bestellt');
    await fill(user, screen.getByLabelText('Inhalt'), 'Per Tastatur');
    await user.keyboard('{Control>}{Enter}{/Control}');

    expect(await screen.findByText('Auftrag erfolgreich erstellt!')).toBeInTheDocument();
    expect(posts).toBe(1);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/projects?tab=active'));
  });

  it('puts the focus into a newly added slide, not into restored ones', async () => {
    window.sessionStorage.setItem(
      'contentflow:new-project-draft:client-1',
      JSON.stringify({ contentType: 'carousel', title: 'Carousel', slideIdeas: [{ content: 'Erste Idee' }] }),
    );
    stubFetch({ 'GET /api/me/limits': { body: limits({ carouselsRemaining: 2 }) } });
    const { user } = renderPage();

    expect(screen.getByLabelText('Inhalt Slide 1')).not.toHaveFocus();
    const add = screen.getByText('Slide hinzufügen').closest('button')!;
    await user.click(add);
    expect(screen.getByLabelText('Inhalt Slide 2')).toHaveFocus();
    await user.paste('Zweite Idee');
    expect(screen.getByLabelText('Inhalt Slide 2')).toHaveValue('Zweite Idee');

    await user.click(add);
    expect(screen.getByLabelText('Inhalt Slide 3')).toHaveFocus();
  });

  it('goes back to the dashboard on cancel', async () => {
    stubFetch({ 'GET /api/me/limits': { body: limits() } });
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });
});
