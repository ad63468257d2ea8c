import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import schema from '../../../schemas/assumptions/assumptions.schema.json';
import { useAppState } from '../../app/app-state-context';
import { pathOf } from '../../app/route-table';
import { assumptionTopics } from './assumptions-content';
import './assumptions.css';

const agreedQuestion = schema.properties.agreed;

/** Assumptions (SPEC.md 2.5): the customer must agree before the quote form. */
export default function AssumptionsScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { state, dispatch } = useAppState();
  const [agreed, setAgreed] = useState(state.assumptionsAccepted);
  const [showError, setShowError] = useState(false);
  const checkboxId = useId();
  const errorId = useId();
  const uuid = params.get('uuid') || state.uuid;

  const onContinue = () => {
    if (!agreed) {
      setShowError(true);
      document.getElementById(checkboxId)?.focus();
      return;
    }
    dispatch({ type: 'assumptions/accept' });
    navigate(uuid ? pathOf('QuoteEditForm', uuid) : pathOf('QuoteCreateForm'));
  };

  return (
    <div className="assumptions">
      <h1>Before we start</h1>
      <p>
        To keep things quick, we have made some assumptions about you, your van and anyone else who will drive
        it. Please read them carefully and confirm they are correct.
      </p>
      {assumptionTopics.map((topic) => (
        <section
          key={topic.heading}
          className="card assumptions__topic"
          aria-labelledby={`topic-${topic.heading}`}
        >
          <h2 id={`topic-${topic.heading}`}>{topic.heading}</h2>
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
