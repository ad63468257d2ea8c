import type { WidgetProps } from '@rjsf/utils';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';
import { normaliseName, typedName } from './name-value';

/**
 * A forename or surname box that capitalises each word when it is left (SPEC.md 5.3).
 * The autocomplete attribute comes from ui:options.autocomplete (e.g. 'given-name').
 */
export function NameInputWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur } = props;
  return (
    <TextInput
      widget={props}
      size="medium"
      text={storedText(value)}
      autoComplete={props.options.autocomplete as string | undefined}
      autoCapitalize="words"
      spellCheck={false}
      placeholder={props.placeholder}
      onText={(text) => onChange(typedName(text))}
      onLeave={(text) => {
        const normalised = normaliseName(text);
        if (normalised !== value) onChange(normalised);
        onBlur(id, normalised);
      }}
    />
  );
}

export default NameInputWidget;
