export interface ToastTextProps {
  title: string;
  description?: string;
}

/** A toast with a title and a second sentence (e.g. "Kein Designer zugewiesen" and what to do). */
export function ToastText({ title, description }: ToastTextProps) {
  return (
    <span className="ideas-toast">
      <strong>{title}</strong>
      {description ? <span className="ideas-toast__description">{description}</span> : null}
    </span>
  );
}
