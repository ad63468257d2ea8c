import { useState, type ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { WidgetExample } from '#widgets/widget-example.ts';
import { FieldHarness, WidgetHarness } from './harness';

/*
 * One example, rendered the same way by its story and by the registry test: a widget in the
 * WidgetHarness, a field in the FieldHarness, each with the example's fake services.
 */

export type ExampleHarnessProps =
  | { kind: 'widget'; component: ComponentType<WidgetProps>; example: WidgetExample }
  | { kind: 'field'; component: ComponentType<FieldProps>; example: WidgetExample };

/** Renders a widget's or field's example as a form would, showing the value it emits. */
export function ExampleHarness(props: ExampleHarnessProps) {
  const { example } = props;
  // Made once per render of the example, so a list or search answered stays answered.
  const [services] = useState(() => example.services?.());
  if (props.kind === 'field') {
    return (
      <FieldHarness
        field={props.component}
        id={example.id}
        schema={example.schema}
        uiSchema={example.uiSchema}
        formData={example.value}
        rawErrors={example.rawErrors}
        errorSchema={example.errorSchema}
        services={services}
      />
    );
  }
  return (
    <WidgetHarness
      widget={props.component}
      id={example.id}
      label={example.label ?? ''}
      schema={example.schema}
      options={example.options as WidgetProps['options'] | undefined}
      value={example.value}
      rawErrors={example.rawErrors}
      services={services}
    />
  );
}

/** A story showing one example of a widget: `export const Empty: Story = exampleStory(W, examples.Empty)`. */
export function exampleStory(widget: ComponentType<WidgetProps>, example: WidgetExample) {
  return { render: () => <ExampleHarness kind="widget" component={widget} example={example} /> };
}

/** A story showing one example of a field (address lookup, vehicle lookup). */
export function fieldExampleStory(field: ComponentType<FieldProps>, example: WidgetExample) {
  return { render: () => <ExampleHarness kind="field" component={field} example={example} /> };
}
