import type { WidgetProps } from '@rjsf/utils';
import { yesNoWords } from '#domain/schema/yes-no-words.ts';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import './yes-no.css';

/**
 * A yes/no question as two large radio buttons in a radiogroup. Emits true or false.
 * The group is named by the template's label, the element with the id `${id}-label`, when there is
 * one (an `aria-labelledby` naming no element is passed over), else by the label text. Neither needs
 * the page looked at after mounting, which cost every yes/no a second render.
 */
export function YesNoWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required, label } = props;
  const [yes, no] = yesNoWords(props.options.labels);
  const labelId = `${id}-label`;

  const choices = [
    { answer: true, text: yes, optionId: `${id}-yes` },
    { answer: false, text: no, optionId: `${id}-no` },
  ];

  return (
    <div
      role="radiogroup"
      id={id}
      tabIndex={-1}
      className="yes-no"
      aria-labelledby={labelId}
      aria-label={label || undefined}
      aria-required={required || undefined}
      {...errorAttributes(id, rawErrors)}
    >
      {choices.map((choice) => (
        <div className="yes-no__option" key={choice.optionId}>
          <input
            type="radio"
            id={choice.optionId}
            name={props.htmlName ?? id}
            className="yes-no__input"
            checked={value === choice.answer}
            disabled={disabled || readonly}
            onChange={() => onChange(choice.answer)}
            onBlur={() => onBlur(id, value)}
            onFocus={() => onFocus(id, value)}
          />
          <label htmlFor={choice.optionId} className="yes-no__label">
            {choice.text}
          </label>
        </div>
      ))}
    </div>
  );
}

export default YesNoWidget;
