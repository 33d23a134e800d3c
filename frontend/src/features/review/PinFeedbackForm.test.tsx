import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { unstyled } from '../../shared/testing/unstyled';
import { attachment } from '../projects/testing/fixtures';
import type { DraftPin } from './viewer/pins';
import { PinFeedbackForm, pinPlace, type PinFeedbackFormProps } from './PinFeedbackForm';

const files = [attachment({ id: 's-1' }), attachment({ id: 's-2' }), attachment({ id: 'vid', fileType: 'video/mp4' })];

function draft(overrides: Partial<DraftPin> = {}): DraftPin {
  return { key: 'd-1', attachmentId: 's-2', x: 0.5, y: 0.5, atSeconds: null, comment: '', ...overrides };
}

type HarnessProps = Partial<PinFeedbackFormProps> & { initial?: DraftPin[] };

/** A parent keeping the drafts and the note, as the pages do. */
function Harness({ initial = [], onSubmit = jest.fn(), ...props }: HarnessProps) {
  const [drafts, setDrafts] = useState(initial);
  const [note, setNote] = useState('');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          setDrafts((list) => [
            ...list,
            draft({ key: `d-${list.length + 1}`, attachmentId: 'vid', x: null, y: null, atSeconds: 7 }),
          ])
        }
      >
        add
      </button>
      <PinFeedbackForm
        files={files}
        drafts={drafts}
        onChangeDraft={(key, comment) => setDrafts((list) => list.map((d) => (d.key === key ? { ...d, comment } : d)))}
        onRemoveDraft={(key) => setDrafts((list) => list.filter((d) => d.key !== key))}
        note={note}
        onNoteChange={setNote}
        noteLabel="Feedback"
        submitLabel="Änderungen anfordern"
        submitting={false}
        onSubmit={onSubmit}
        disabled={props.disabled}
        draftsError={props.draftsError}
        missingKeys={props.missingKeys}
        extra={props.extra}
        actions={props.actions}
      />
    </>
  );
}

describe('pinPlace', () => {
  it('names the slide of a carousel and the moment of a video', () => {
    expect(pinPlace(draft(), files)).toBe('Folie 2');
    expect(pinPlace(draft({ attachmentId: 'vid', atSeconds: 65 }), files)).toBe('Folie 3, bei 1:05');
    expect(pinPlace(draft({ attachmentId: 'vid', atSeconds: 7 }), [files[2]])).toBe('bei 0:07');
    expect(pinPlace(draft(), undefined)).toBe('');
  });
});

describe('PinFeedbackForm', () => {
  it('shows the hint without pins, then lists the pins numbered with their place and comment fields', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = jest.fn();
    render(unstyled(<Harness initial={[]} onSubmit={onSubmit} extra={<p>Noch 2 von 2 Änderungen möglich</p>} />));
    expect(screen.getByText('Klicke auf das Design, um einen Pin zu setzen.')).toBeInTheDocument();
    expect(screen.getByText('Noch 2 von 2 Änderungen möglich')).toBeInTheDocument();

    await user.click(screen.getByText('add'));
    await user.click(screen.getByText('add'));
    expect(screen.queryByText('Klicke auf das Design, um einen Pin zu setzen.')).not.toBeInTheDocument();
    const items = screen.getAllByTestId('pin-draft');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Folie 3, bei 0:07');
    // The new pin's field has the focus, ready to type.
    expect(screen.getByLabelText('Kommentar zu Pin 2')).toHaveFocus();
    await user.keyboard('Ton leiser');
    expect(screen.getByLabelText('Kommentar zu Pin 2')).toHaveValue('Ton leiser');
    expect(screen.getByLabelText('Kommentar zu Pin 2')).toHaveAttribute('maxlength', '1000');

    await user.click(screen.getByRole('button', { name: /Pin 1 entfernen/ }));
    expect(screen.getAllByTestId('pin-draft')).toHaveLength(1);
    // The remaining pin is now number 1, its text kept.
    expect(screen.getByLabelText('Kommentar zu Pin 1')).toHaveValue('Ton leiser');

    await user.click(screen.getByLabelText('Feedback'));
    await user.paste('Allgemein heller');
    expect(screen.getByLabelText('Feedback')).toHaveValue('Allgemein heller');
    expect(screen.getByLabelText('Feedback')).toHaveAttribute('maxlength', '5000');
    await user.click(screen.getByText('Änderungen anfordern'));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('marks pins without a comment and shows the error', () => {
    render(
      unstyled(
        <Harness initial={[draft()]} missingKeys={['d-1']} draftsError="Bitte schreibe zu jedem Pin einen Kommentar" />,
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte schreibe zu jedem Pin einen Kommentar');
    expect(screen.getByLabelText('Kommentar zu Pin 1')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables its fields and submit button but not the extra actions', () => {
    render(unstyled(<Harness initial={[draft()]} disabled actions={<button type="button">Freigeben</button>} />));
    expect(screen.getByLabelText('Kommentar zu Pin 1')).toBeDisabled();
    expect(screen.getByLabelText('Feedback')).toBeDisabled();
    expect(screen.getByText('Änderungen anfordern').closest('button')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Freigeben' })).toBeEnabled();
    expect(within(screen.getByTestId('pin-draft')).getByRole('button', { name: /Pin 1 entfernen/ })).toBeDisabled();
  });
});
