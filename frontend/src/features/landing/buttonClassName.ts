type ButtonVariant = 'primary' | 'default' | 'text';

interface ButtonLook {
  variant?: ButtonVariant;
  large?: boolean;
  /** Full width of its container. */
  block?: boolean;
  /** Only an icon, square (give the element an aria-label). */
  iconOnly?: boolean;
  className?: string;
}

/**
 * The classes of a landing button (landing.css, "Buttons"): Ant Design's button look without its library, so
 * the landing page loads none of it (docs/decisions.md, "First load"). For `<button>`, `<a>` and
 * react-router's `<Link>` alike: navigation stays a link that works before the scripts have run.
 */
export function buttonClassName({ variant = 'default', large, block, iconOnly, className }: ButtonLook = {}): string {
  return [
    'landing-button',
    `landing-button--${variant}`,
    large ? 'landing-button--large' : null,
    block ? 'landing-button--block' : null,
    iconOnly ? 'landing-button--icon-only' : null,
    className ?? null,
  ]
    .filter(Boolean)
    .join(' ');
}
