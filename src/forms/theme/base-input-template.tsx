import { getInputProps, type BaseInputTemplateProps } from '@rjsf/utils';
import { storedText, TextInput } from '#widgets/shared/text-input.tsx';

/**
 * A question with no widget of its own (free text: a claim's "Briefly, what happened?", the email
 * address, a business name): the text box the widgets share, so it looks, types and is described
 * like theirs (its messages only), instead of RJSF's own box, which pointed aria-describedby at
 * three ids no element has and carried a stray `label` attribute. An empty box is no answer (the
 * schema's emptyValue), as in RJSF's.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const { schema, type, options, onChange, onBlur, id } = props;
  const input = getInputProps(schema, type, options);
  const answer = (text: string) => (text === '' ? options.emptyValue : text);
  return (
    <TextInput
      widget={props}
      size="wide"
      text={storedText(props.value)}
      type={input.type === 'email' ? 'email' : 'text'}
      autoComplete={input.autoComplete}
      placeholder={props.placeholder}
      onText={(text) => onChange(answer(text))}
      onLeave={(text) => onBlur(id, text)}
    />
  );
}
