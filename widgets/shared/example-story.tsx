import { useState, type ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';
import type { WidgetExample } from '#widgets/widget-example.ts';
import { FieldHarness, WidgetHarness } from './harness';

/*
 * One example, rendered the same way by its story and by the registry test: a widget in the
 * WidgetHarness, a field in the FieldHarness, each with the example's fake services. A story's
 * controls (Storybook args) change the example's label, value, messages, disabled state and
 * ui:options; functions (fake services, play) stay with the example, never in args.
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
        disabled={example.disabled}
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
      disabled={example.disabled}
      services={services}
    />
  );
}

/** What a designer can change on a widget story (its controls). */
export interface WidgetStoryArgs {
  label: string;
  value: unknown;
  messages: string[];
  disabled: boolean;
  options: Record<string, unknown>;
}

/** The controls of every widget story, described for its docs page (meta `argTypes`). */
export const widgetArgTypes = {
  label: {
    control: 'text',
    description: "The question's wording (the schema's `title`); a lookup field shows it as its heading.",
  },
  value: {
    control: 'object',
    description: 'The stored answer the widget starts with, as the form holds it (ISO dates, codes).',
  },
  messages: {
    control: 'object',
    description: 'Messages under the question, as after a failed Continue (each lives in schemas/).',
  },
  disabled: {
    control: 'boolean',
    description: 'Shown but not answerable (`ui:disabled`, or a `ui:disabledWhen` that holds).',
  },
  options: {
    control: 'object',
    description: "The `ui:options` the widget reads (its folder's README.md lists them).",
  },
} as const;

/** A field's controls: a field takes no ui:options from the form, only its UI schema. */
export const fieldArgTypes = {
  label: widgetArgTypes.label,
  value: widgetArgTypes.value,
  messages: {
    ...widgetArgTypes.messages,
    description: "The field's own messages (the form lists them under it).",
  },
  disabled: widgetArgTypes.disabled,
} as const;

function argsOf(example: WidgetExample): WidgetStoryArgs {
  return {
    label: example.label ?? String(example.schema.title ?? ''),
    value: example.value,
    messages: example.rawErrors ?? [],
    disabled: example.disabled ?? false,
    options: example.options ?? {},
  };
}

/** The example as the controls now say. */
function withArgs(example: WidgetExample, args: WidgetStoryArgs, field: boolean): WidgetExample {
  return {
    ...example,
    ...(!field
      ? { label: args.label }
      : args.label
        ? { schema: { ...example.schema, title: args.label } }
        : {}),
    value: args.value,
    rawErrors: args.messages.length ? args.messages : undefined,
    disabled: args.disabled,
    options: args.options,
  };
}

/** A story showing one example of a widget: `export const Empty: Story = exampleStory(W, examples.Empty)`. */
export function exampleStory(widget: ComponentType<WidgetProps>, example: WidgetExample) {
  return {
    args: argsOf(example),
    render: (args: WidgetStoryArgs) => (
      // A changed control starts the widget again from what the controls say.
      <ExampleHarness
        key={JSON.stringify(args)}
        kind="widget"
        component={widget}
        example={withArgs(example, args, false)}
      />
    ),
  };
}

/** A story showing one example of a field (address lookup, vehicle lookup). */
export function fieldExampleStory(field: ComponentType<FieldProps>, example: WidgetExample) {
  return {
    args: argsOf(example),
    render: (args: WidgetStoryArgs) => (
      <ExampleHarness
        key={JSON.stringify(args)}
        kind="field"
        component={field}
        example={withArgs(example, args, true)}
      />
    ),
  };
}

/** The same story in the phone viewport (360 px). */
export function onPhone<S extends object>(story: S): S & { globals: { viewport: { value: string } } } {
  return { ...story, globals: { viewport: { value: 'phone', isRotated: false } } };
}
