import type { WidgetProps } from '@rjsf/utils';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';

/**
 * A code typed as it is printed, such as a quote reference: upper-cased and without spaces as typed,
 * at most the schema's maxLength characters. Emits the code, or undefined when empty.
 */
export function CodeInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, schema } = props;
  const text = storedText(value);
  const tidy = (typed: string) => typed.replace(/\s+/g, '').toUpperCase() || undefined;
  return (
    <TextInput
      tidiesAsTyped
      widget={props}
      size="medium"
      text={text}
      autoComplete={typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'off'}
      autoCapitalize="characters"
      spellCheck={false}
      maxLength={typeof schema.maxLength === 'number' ? schema.maxLength : undefined}
      onText={(typed) => onChange(tidy(typed))}
      onLeave={() => onBlur(id, value)}
    />
  );
}

export default CodeInputWidget;
