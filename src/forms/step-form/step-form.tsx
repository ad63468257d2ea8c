import {
  createSchemaUtils,
  englishStringTranslator,
  toFieldPathId,
  type ErrorSchema,
  type FieldPathList,
  type FormContextType,
  type Registry,
  type RegistryFieldsType,
  type RegistryWidgetsType,
  type RJSFSchema,
  type TemplatesType,
  type UiSchema,
  type ValidatorType,
} from '@rjsf/utils';
import {
  startTransition,
  useCallback,
  useLayoutEffect,
  useMemo,
  useRef,
  type FormEvent,
  type ReactNode,
} from 'react';
import { conditionDrivers } from './condition-drivers';
import { withRememberedSchemas } from './remembered-schemas';
import { baseFields, baseTemplates, baseWidgets } from './rjsf-parts';
import {
  answersAfterChange,
  DEFAULTS_BEHAVIOUR,
  withDefaults,
  type Data,
  type SchemaUtils,
} from './step-form-data';

export interface StepFormProps {
  schema: RJSFSchema;
  uiSchema: UiSchema;
  /** The answers (the parent keeps them: the form shows what it is given). */
  formData: Data;
  validator: ValidatorType;
  /** The messages shown on the questions. */
  errorSchema: ErrorSchema;
  formContext: FormContextType;
  fields: RegistryFieldsType;
  widgets: RegistryWidgetsType;
  templates: Partial<TemplatesType>;
  idPrefix: string;
  idSeparator: string;
  className: string;
  /**
   * The answers after a change (or with the schema's defaults filled in), and the question changed.
   * It may give back the answers as it keeps them (with the effects of SPEC.md 4 carried out): the
   * next change starts from those, even before they come back as `formData`.
   */
  onChange(formData: Data, id?: string): Data | void;
  onBlur(id: string, value: unknown): void;
  children: ReactNode;
}

const preventSubmit = (event: FormEvent) => event.preventDefault();
const ignoreFocus = () => undefined;

/**
 * A form rendered by RJSF's own fields, our theme and our widgets, in place of @rjsf/core's Form.
 * Form copies all the answers on every keystroke and works the schema's defaults out again over all
 * of them, so every question of the step is compared deeply and the largest step took 100-400 ms a
 * key at 4x CPU (docs/decisions/040). Here a change copies only its own path, the defaults are worked
 * out only when the change can show or hide questions (the answers a condition reads, a yes/no, a
 * repeater's items), and the result keeps every unchanged branch, so RJSF's memoised fields re-render
 * only the changed question and its parents.
 */
export function StepForm(props: StepFormProps) {
  const { schema, validator, uiSchema, formContext, fields, widgets, templates, idPrefix, idSeparator } =
    props;
  const utils = useMemo<SchemaUtils>(
    () => withRememberedSchemas(createSchemaUtils(validator, schema, DEFAULTS_BEHAVIOUR)),
    [validator, schema],
  );
  const rootSchema = utils.getRootSchema();
  const drivers = useMemo(() => conditionDrivers(rootSchema), [rootSchema]);
  const globalUiOptions = uiSchema['ui:globalOptions'] as Registry['globalUiOptions'];
  const uiSchemaDefinitions = uiSchema['ui:definitions'] as Registry['uiSchemaDefinitions'];
  const registry = useMemo<Registry>(
    () => ({
      fields: { ...baseFields, ...fields },
      templates: { ...baseTemplates, ...templates } as TemplatesType,
      widgets: { ...baseWidgets, ...widgets },
      rootSchema,
      formContext,
      schemaUtils: utils,
      translateString: englishStringTranslator,
      globalUiOptions,
      globalFormOptions: { idPrefix, idSeparator, useFallbackUiForUnsupportedType: false },
      uiSchemaDefinitions: uiSchemaDefinitions ?? {},
    }),
    [
      fields,
      templates,
      widgets,
      rootSchema,
      formContext,
      utils,
      globalUiOptions,
      uiSchemaDefinitions,
      idPrefix,
      idSeparator,
    ],
  );
  const fieldPathId = useMemo(
    () => toFieldPathId('', registry.globalFormOptions),
    [registry.globalFormOptions],
  );

  // The answers shown: the parent's with the schema's defaults, worked out again only for answers
  // that did not come from this form (the answers it reported, as the parent kept them).
  const shown = useRef<{ given: Data; data: Data; utils: SchemaUtils } | null>(null);
  const ours = useRef(new WeakSet<Data>());
  if (shown.current?.given !== props.formData || shown.current.utils !== utils) {
    const given = props.formData;
    const own = ours.current.has(given) && shown.current?.utils === utils;
    shown.current = { given, data: own ? given : withDefaults(utils, given, shown.current !== null), utils };
  }
  const data = shown.current.data;
  // What a change starts from: the newest answers, as the parent keeps them, even before they come
  // back as props. Answers of this form's own come back in renders that may be older than its newest
  // change (React renders a key's answers while later keys are waiting, or the answers committed
  // before them for a tap or a box left): those leave it alone. Answers from elsewhere (another
  // step's change, a saved quote) take its place when they first arrive.
  const latest = useRef(data);
  const arrived = useRef(props.formData);
  if (arrived.current !== props.formData && !ours.current.has(props.formData)) {
    arrived.current = props.formData;
    latest.current = data;
  }
  const live = useRef({ utils, drivers, onChange: props.onChange, onBlur: props.onBlur });
  live.current = { utils, drivers, onChange: props.onChange, onBlur: props.onBlur };

  /** Tells the parent of new answers; the next change starts from the answers it keeps. */
  const report = useCallback((answers: Data, id?: string): Data => {
    ours.current.add(answers);
    const kept = live.current.onChange(answers, id) ?? answers;
    ours.current.add(kept);
    latest.current = kept;
    return kept;
  }, []);

  // The parent is told of the answers with their defaults in a transition: the form already shows
  // them, and an update here would otherwise render the whole screen again in the task that first
  // shows it (about 50 ms at 4x on a new quote: Lighthouse's longest task on /quote/create).
  useLayoutEffect(() => {
    if (data === props.formData) return;
    startTransition(() => {
      report(data);
    });
  }, [data, props.formData, report]);

  const onFieldChange = useCallback(
    (value: unknown, path: FieldPathList, _errors?: ErrorSchema, id?: string) => {
      const { utils: now, drivers: read } = live.current;
      // Keys typed faster than the screen renders each start from the answers the parent kept after
      // the one before: from the form's own copy, an answer the parent changed meanwhile (a postcode
      // copied, a question cleared) went back to what it was.
      const next = report(answersAfterChange(now, read, latest.current, path ?? [], value), id);
      shown.current = { given: next, data: next, utils: now };
    },
    [report],
  );
  const onFieldBlur = useCallback((id: string, value: unknown) => live.current.onBlur(id, value), []);

  const { SchemaField } = registry.fields;
  return (
    <form className={props.className} noValidate onSubmit={preventSubmit}>
      <SchemaField
        name=""
        schema={rootSchema}
        uiSchema={uiSchema}
        errorSchema={props.errorSchema}
        fieldPathId={fieldPathId}
        formData={data}
        onChange={onFieldChange}
        onBlur={onFieldBlur}
        onFocus={ignoreFocus}
        registry={registry}
      />
      {props.children}
    </form>
  );
}
