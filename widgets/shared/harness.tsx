import {
  createContext,
  useContext,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { getTestRegistry } from '@rjsf/core';
import type { ErrorSchema, FieldProps, Registry, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';
import type { FormServices } from '#domain/form-services.ts';
import { createFakeServices, type FakeServicesOptions } from './fake-services';
import { errorIdFor } from './a11y';
import './harness.css';

/*
 * A stand-in for RJSF's SchemaField + FieldTemplate, for stories and tests: a <label htmlFor={id}>,
 * the widget holding its value in state the way a form would, the error list with RJSF's id and
 * the value the widget last emitted.
 */

const ServicesContext = createContext<FormServices | undefined>(undefined);

/** Gives the harnesses below in-memory services (Storybook decorator: see `withFakeServices`). */
export function FakeServicesProvider({
  options,
  children,
}: {
  options?: FakeServicesOptions;
  children: ReactNode;
}) {
  const [services] = useState(() => createFakeServices(options));
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

/** A Storybook decorator: the story's widgets see fake `registry.formContext.services`. */
export function withFakeServices(options?: FakeServicesOptions) {
  function FakeServicesDecorator(Story: ComponentType) {
    return (
      <FakeServicesProvider options={options}>
        <Story />
      </FakeServicesProvider>
    );
  }
  return FakeServicesDecorator;
}

/** Just enough of RJSF's registry for a widget: widgets read only `formContext`. */
export function fakeRegistry(services: FormServices | undefined): Registry {
  return { formContext: services ? { services } : {} } as unknown as Registry;
}

function useHarnessServices(explicit: FormServices | undefined): FormServices {
  const fromContext = useContext(ServicesContext);
  const [fallback] = useState(() => createFakeServices());
  return explicit ?? fromContext ?? fallback;
}

function EmittedValue({ value }: { value: unknown }) {
  return (
    <p className="harness__emitted">
      Emitted value: <code>{value === undefined ? 'undefined' : JSON.stringify(value)}</code>
    </p>
  );
}

export interface WidgetHarnessProps {
  widget: ComponentType<WidgetProps>;
  label: string;
  id?: string;
  value?: unknown;
  options?: WidgetProps['options'];
  rawErrors?: string[];
  schema?: RJSFSchema;
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  /** Services to use instead of the decorator's. */
  services?: FormServices;
  onChange?: (value: unknown) => void;
  onBlur?: (id: string, value: unknown) => void;
  onFocus?: (id: string, value: unknown) => void;
}

/** Renders one widget as an RJSF form would, holding the value it emits. */
export function WidgetHarness(props: WidgetHarnessProps) {
  const { widget: Widget, id = 'root_answer', label, rawErrors } = props;
  const services = useHarnessServices(props.services);
  const registry = useMemo(() => fakeRegistry(services), [services]);
  const [value, setValue] = useState<unknown>(props.value);
  return (
    <div className="harness">
      <label className="harness__label" htmlFor={id} id={`${id}-label`}>
        {label}
      </label>
      <Widget
        id={id}
        name={id}
        label={label}
        value={value}
        schema={props.schema ?? { type: 'string' }}
        uiSchema={{}}
        options={props.options ?? {}}
        placeholder={props.placeholder}
        required={props.required}
        disabled={props.disabled}
        rawErrors={rawErrors}
        registry={registry}
        onChange={(next: unknown) => {
          setValue(next);
          props.onChange?.(next);
        }}
        onBlur={(blurId: string, blurValue: unknown) => props.onBlur?.(blurId, blurValue)}
        onFocus={(focusId: string, focusValue: unknown) => props.onFocus?.(focusId, focusValue)}
      />
      {rawErrors && rawErrors.length > 0 ? (
        <ul className="harness__errors" id={errorIdFor(id)}>
          {rawErrors.map((error) => (
            <li key={error} className="error-message">
              {error}
            </li>
          ))}
        </ul>
      ) : null}
      <EmittedValue value={value} />
    </div>
  );
}

export interface FieldHarnessProps {
  field: ComponentType<FieldProps>;
  id?: string;
  schema: RJSFSchema;
  uiSchema?: UiSchema;
  formData?: unknown;
  rawErrors?: string[];
  errorSchema?: ErrorSchema;
  disabled?: boolean;
  services?: FormServices;
  onChange?: (value: unknown) => void;
}

type Path = readonly (string | number)[];

/** `data` with `value` set at `path` (copies along the way; the data is not changed). */
function setAt(data: unknown, path: Path, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const base = (typeof data === 'object' && data !== null ? data : {}) as Record<string | number, unknown>;
  const copy = (Array.isArray(base) ? [...base] : { ...base }) as Record<string | number, unknown>;
  copy[key] = setAt(base[key], rest, value);
  return copy;
}

/**
 * Renders one custom field as RJSF's SchemaField would, holding the value it emits. The registry is
 * RJSF's own (with the field's schema as root), so a field can hand its other questions to RJSF's
 * ObjectField as the vehicle lookup does; their changes arrive with a longer path and land inside.
 * Its messages (rawErrors) are the field's to show: the form's template frames a field of its own
 * without them (src/forms/theme/field-template.tsx).
 */
export function FieldHarness(props: FieldHarnessProps) {
  const { field: Field, id = 'root_address', schema } = props;
  const services = useHarnessServices(props.services);
  const registry = useMemo(() => getTestRegistry(schema, {}, {}, {}, { services }), [schema, services]);
  const path = useMemo(() => [id.replace(/^root_/, '')], [id]);
  const [formData, setFormData] = useState<unknown>(props.formData);
  // Several questions inside the field may change in one go: each change builds on the last.
  const latest = useRef<unknown>(props.formData);
  return (
    <div className="harness">
      <Field
        fieldPathId={{ $id: id, path }}
        name={id}
        schema={schema}
        uiSchema={props.uiSchema ?? {}}
        formData={formData}
        errorSchema={props.errorSchema ?? {}}
        rawErrors={props.rawErrors}
        disabled={props.disabled}
        registry={registry}
        onChange={(value: unknown, at?: Path) => {
          const next =
            at && at.length > path.length ? setAt(latest.current, at.slice(path.length), value) : value;
          latest.current = next;
          setFormData(next);
          props.onChange?.(next);
        }}
        onBlur={() => undefined}
        onFocus={() => undefined}
      />
      <EmittedValue value={formData} />
    </div>
  );
}
