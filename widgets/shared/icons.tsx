/** The icon set of SPEC.md 1 (calendar, trash, chevrons, circle-check, check, lock, unlock): one set for the shell, the screens and the widgets. */
import type { SVGProps } from 'react';

/** Inline SVG, decorative unless given a title. */
type IconName =
  | 'calendar'
  | 'trash'
  | 'chevron-up'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'circle-check'
  | 'check'
  | 'lock'
  | 'unlock';

const paths: Record<IconName, string> = {
  calendar:
    'M7 2v2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-2V2h-2v2H9V2H7zm-2 8h14v10H5V10z',
  trash: 'M9 3h6l1 2h4v2H4V5h4l1-2zm-3 6h12l-1 12H7L6 9zm4 2v8h2v-8h-2zm4 0v8h-2v-8h2z',
  'chevron-up': 'M12 8l-6 6 1.4 1.4L12 10.8l4.6 4.6L18 14z',
  'chevron-down': 'M12 16l6-6-1.4-1.4L12 13.2 7.4 8.6 6 10z',
  'chevron-left': 'M8 12l6-6 1.4 1.4L10.8 12l4.6 4.6L14 18z',
  'chevron-right': 'M16 12l-6 6-1.4-1.4 4.6-4.6-4.6-4.6L10 6z',
  'circle-check':
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.2 14.2L6.6 12l1.4-1.4 2.8 2.8 5.2-5.2 1.4 1.4-6.6 6.6z',
  check: 'M9 16.2L4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z',
  lock: 'M12 2a5 5 0 0 0-5 5v3H5v12h14V10h-2V7a5 5 0 0 0-5-5zm-3 8V7a3 3 0 0 1 6 0v3H9z',
  unlock: 'M12 2a5 5 0 0 0-5 5h2a3 3 0 0 1 6 0v3H5v12h14V10h-2V7a5 5 0 0 0-5-5z',
};

export function Icon({ name, title, ...rest }: { name: IconName; title?: string } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={paths[name]} />
    </svg>
  );
}

export type { IconName };
