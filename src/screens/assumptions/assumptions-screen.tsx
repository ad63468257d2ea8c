import { useId, useState } from 'react';
import schema from '#schemas/assumptions/assumptions.schema.json';
import { useAppState } from '#journey/app-state-context.tsx';
import { useJourney, useUuid } from '#journey/navigation.tsx';
import { useHistoryState, useNavigate } from '#journey/router.tsx';
import { assumptionTopics } from './assumptions-content';
import { AssumptionsIntro } from './assumptions-intro';
import './assumptions.css';

const agreedQuestion = schema.properties.agreed;
/** An id from a heading: lower case, words joined by hyphens (an id holds no spaces). */
const topicId = (heading: string) => `topic-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** Assumptions (SPEC.md 2.5): the customer must agree before the quote form. */
export default function AssumptionsScreen() {
  const journey = useJourney();
  const navigate = useNavigate();
  // Sent here by the guard on the way to another screen (e.g. Retrieve a Quote): go on there after.
  const from = useHistoryState<{ from?: unknown }>()?.from;
  const { state, dispatch } = useAppState();
  const [agreed, setAgreed] = useState(state.assumptionsAccepted);
  const [showError, setShowError] = useState(false);
  const checkboxId = useId();
  const errorId = useId();
  const uuid = useUuid() ?? state.uuid;

  const onContinue = () => {
    if (!agreed) {
      setShowError(true);
      document.getElementById(checkboxId)?.focus();
      return;
    }
    dispatch({ type: 'assumptions/accept' });
    if (typeof from === 'string' && from.startsWith('/')) navigate(from);
    else journey.go(uuid ? 'QuoteEditForm' : 'QuoteCreateForm', uuid);
  };

  return (
    <div className="assumptions">
      <AssumptionsIntro />
      {assumptionTopics.map((topic) => (
        <section
          key={topic.heading}
          className="card assumptions__topic"
          aria-labelledby={topicId(topic.heading)}
        >
          <h2 id={topicId(topic.heading)}>{topic.heading}</h2>
          <p>{topic.intro}</p>
          <ul>
            {topic.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ))}
      <div className={`card assumptions__agree${showError && !agreed ? ' assumptions__agree--error' : ''}`}>
        {showError && !agreed ? (
          <p id={errorId} className="error-message" role="alert">
            {agreedQuestion.errorMessage}
          </p>
        ) : null}
        <div className="checkbox-row">
          <input
            id={checkboxId}
            type="checkbox"
            checked={agreed}
            aria-invalid={showError && !agreed}
            aria-describedby={showError && !agreed ? errorId : undefined}
            onChange={(e) => setAgreed(e.target.checked)}
          />
          <label htmlFor={checkboxId}>{agreedQuestion.title}</label>
        </div>
      </div>
      <div className="button-row">
        <span />
        <button type="button" className="button" onClick={onContinue}>
          Continue
        </button>
      </div>
    </div>
  );
}
