import type { WidgetProps } from '@rjsf/utils';
import { errorAttributes } from '#widgets/shared/a11y.ts';
import { listNameOf, servicesOf } from '#widgets/shared/services.ts';
import { useNamedList } from '#widgets/shared/use-named-list.ts';
import { keyForValue, selectContent, valueForKey, type EnumOption } from './select-options';
import '#widgets/shared/controls.css';

interface ListSelectOptions {
  list?: string;
  exclude?: unknown[];
  enumOptions?: EnumOption[];
}

/**
 * A native select over a named reference list (ui:options.list) or the schema's enum. It opens on
 * 'Please select', which a required question cannot be given as its answer (an optional one is left
 * unanswered by it). Emits the chosen option's value, or undefined for 'Please select'.
 */
export function ListSelectWidget(props: WidgetProps) {
  const { id, value, onChange, onBlur, onFocus, rawErrors, disabled, readonly, required } = props;
  const options = props.options as ListSelectOptions;
  const listName = listNameOf(props.schema, options);
  const named = useNamedList(servicesOf(props.registry), listName);
  const exclude = Array.isArray(options.exclude) ? options.exclude : NOTHING;
  const { choices, markup } = selectContent(
    listName ? named.options : (options.enumOptions ?? NOTHING),
    Boolean(listName),
    exclude,
    props.placeholder || 'Please select',
    Boolean(required),
  );

  return (
    <select
      id={id}
      name={props.htmlName ?? id}
      className="vq-control vq-control--medium"
      value={named.loading ? '' : keyForValue(choices, value)}
      disabled={disabled || readonly}
      required={required}
      aria-busy={named.loading || undefined}
      {...errorAttributes(id, rawErrors)}
      onChange={(event) => onChange(valueForKey(choices, event.target.value))}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      dangerouslySetInnerHTML={named.loading ? LOADING : markup}
    />
  );
}

const NOTHING: never[] = [];
const LOADING = { __html: '<option value="">Loading...</option>' };

export default ListSelectWidget;
