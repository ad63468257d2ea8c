import { Icon } from '#widgets/shared/icons.tsx';
import { progressIndex, progressSteps, type RouteEntry } from '#app/routes.tsx';
import './progress-bar.css';

export type StepLook = 'done' | 'current' | 'upcoming';

/** The three looks: earlier steps done, the current one, later ones upcoming. */
export function stepLook(stepIndex: number, currentIndex: number): StepLook {
  if (stepIndex < currentIndex) return 'done';
  return stepIndex === currentIndex ? 'current' : 'upcoming';
}

/** The journey's progress (SPEC.md 2.2): done steps teal with a check, the current one dark, later ones white. */
export function ProgressBar({ route }: { route: RouteEntry }) {
  const current = progressIndex(route);
  return (
    <nav className="progress" aria-label="Progress">
      <ol className="progress__list">
        {progressSteps.map((title, index) => {
          const look = stepLook(index, current);
          return (
            <li
              key={title}
              className={`progress__step progress__step--${look}`}
              aria-current={look === 'current' ? 'step' : undefined}
            >
              <span className="progress__marker">
                {look === 'done' ? <Icon name="check" /> : <span aria-hidden="true">{index + 1}</span>}
              </span>
              <span className="progress__title">
                {title}
                <span className="visually-hidden">
                  {look === 'done' ? ' (completed)' : look === 'current' ? ' (current step)' : ''}
                </span>
              </span>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
