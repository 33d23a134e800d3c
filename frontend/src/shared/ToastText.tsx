import './toastText.css';

export interface ToastTextProps {
  title: string;
  description?: string;
}

/** A toast with a title and a second line: what to do ("Kein Designer zugewiesen" …) or the server's reason. */
export function ToastText({ title, description }: ToastTextProps) {
  if (!description || description === title) return title;
  return (
    <span className="toast-text">
      <strong>{title}</strong>
      <span className="toast-text__description">{description}</span>
    </span>
  );
}
