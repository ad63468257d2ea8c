import { currentStepIndex, progressSteps, stepLook } from '../progress';
import type { RouteName } from '../route-table';
import { Icon } from './icons';
import './progress-bar.css';

/** The journey's progress (SPEC.md 2.2): done steps teal with a check, the current one dark, later ones white. */
export function ProgressBar({ route }: { route: RouteName }) {
  const current = currentStepIndex(route);
  return (
    <nav className="progress" aria-label="Progress">
      <ol className="progress__list">
        {progressSteps.map((step, index) => {
          const look = stepLook(index, current);
          return (
            <li
              key={step.title}
              className={`progress__step progress__step--${look}`}
              aria-current={look === 'current' ? 'step' : undefined}
            >
              <span className="progress__marker">
                {look === 'done' ? <Icon name="check" /> : <span aria-hidden="true">{index + 1}</span>}
              </span>
              <span className="progress__title">
                {step.title}
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
