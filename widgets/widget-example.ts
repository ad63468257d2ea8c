import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import type { FormServices } from '#domain/form-services.ts';

/** The roles an example's first control can have (how a person finds it). */
export type ControlRole = 'textbox' | 'combobox' | 'radiogroup' | 'group' | 'region' | 'checkbox';

/**
 * A named example of a widget or field: the question it renders and the state it is in. Each widget
 * folder keeps its examples in examples.ts as `examples: Record<string, WidgetExample>` (the key is
 * the name, also the story's name); its stories show them and the registry test renders every one
 * (govuk-frontend's examples feed its review app and its tests in the same way).
 */
export interface WidgetExample {
  /** The question's label (widgets: the harness renders it; a field renders its own title). */
  label?: string;
  schema: RJSFSchema;
  /** The field's own uiSchema (fields only; a widget gets `options`). */
  uiSchema?: UiSchema;
  /** ui:options as the widget receives them. */
  options?: Record<string, unknown>;
  /** The stored answer the example starts with: a widget's value, a field's formData. */
  value?: unknown;
  /** The messages RJSF gives the widget or field itself (the form's template lists them). */
  rawErrors?: string[];
  /** Messages under a field's properties, as RJSF hands them to a custom field (fields only). */
  errorSchema?: ErrorSchema;
  /** Shown but not answerable (`ui:disabled`): the control is disabled. */
  disabled?: boolean;
  /** The harness id, when the field's name matters (default root_answer / root_address). */
  id?: string;
  /** The fake services the example runs against (default: `createFakeServices()`). */
  services?: () => FormServices;
  /**
   * The control a person finds first, by role and accessible name. With an error it is the one
   * marked invalid and described by the message.
   */
  control: { role: ControlRole; name: string };
  /**
   * What a person sees of `value`: the box's or select's display value (textbox, combobox), the
   * checked option's name (radiogroup), or text inside it (group, region).
   */
  shows?: string;
}
