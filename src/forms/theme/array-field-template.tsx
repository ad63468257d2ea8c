import {
  getUiOptions,
  type ArrayFieldItemTemplateProps,
  type ArrayFieldTemplateProps,
  type ErrorSchema,
  type FieldPathId,
} from '@rjsf/utils';
import {
  createContext,
  isValidElement,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { FormContext } from '#domain/form-services.ts';
import { afterNextPaint } from '#widgets/shared/after-next-paint.ts';
import { ItemSummary, summaryFieldsOf } from './item-summary';

/** The name of the repeater item around this one ("Driver 2"), for an item inside an item. */
const EnclosingItem = createContext<string | null>(null);

/** The press a repeater's list changes after: its Add, or an item's Remove (where the focus goes). */
type Press = 'add' | 'remove' | null;
const LastPress = createContext<RefObject<Press> | null>(null);

/** The first question of a repeater item, where the customer starts on it. */
function firstQuestionOf(item: Element | null | undefined): HTMLElement | null {
  return item?.querySelector<HTMLElement>('input, select, textarea') ?? null;
}

/**
 * Puts the customer on `target`, what their press (Add, Remove, Change) brought up, once the press
 * has painted: focus() lays the page out at once, and in the press's own task it held back the frame
 * that shows the change (about 17 ms of an Add at 4x CPU, decision 064). Not if the customer has
 * moved on meanwhile (a tap on another question), nor if the target has gone.
 */
function focusAfterPaint(target: HTMLElement | null): void {
  if (!target) return;
  const from = document.activeElement;
  afterNextPaint(() => {
    const at = document.activeElement;
    if (target.isConnected && (at === from || at === null || at === document.body)) target.focus();
  });
}

/** The name of one item of a repeater, from ui:options.itemTitle (e.g. "Claim"). */
function itemTitleOf(uiSchema: ArrayFieldTemplateProps['uiSchema']): string {
  const title = getUiOptions(uiSchema).itemTitle;
  return typeof title === 'string' ? title : 'Item';
}

/**
 * A repeater (SPEC.md 2.6): starts with one item, Add until the schema's maxItems (5: Add shows while
 * there are at most 4), Remove on each item while there is more than one.
 */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { items, canAdd, onAddClick, uiSchema, fieldPathId, disabled, readonly } = props;
  const itemTitle = itemTitleOf(uiSchema);
  const addable = getUiOptions(uiSchema).addable !== false;
  const showAdd = addable && canAdd && !disabled && !readonly;
  const list = useRef<HTMLDivElement>(null);
  const add = useRef<HTMLButtonElement>(null);
  const press = useRef<Press>(null);
  // The focus follows the customer's press (the pressed button may be gone): Add puts them in the
  // new item's first question; Remove on Add another, or on the first item where Add is not shown.
  const count = items.length;
  const counted = useRef(count);
  useEffect(() => {
    const before = counted.current;
    counted.current = count;
    const pressed = press.current;
    press.current = null;
    const target =
      pressed === 'add' && count > before
        ? firstQuestionOf(list.current?.lastElementChild)
        : pressed === 'remove' && count < before
          ? (add.current ?? firstQuestionOf(list.current?.firstElementChild))
          : null;
    focusAfterPaint(target);
  }, [count]);
  return (
    <div className="repeater" id={fieldPathId.$id}>
      <div className="repeater__items" ref={list}>
        <LastPress.Provider value={press}>{items}</LastPress.Provider>
      </div>
      {showAdd ? (
        <button
          ref={add}
          type="button"
          className="button button--secondary repeater__add"
          onClick={(event) => {
            press.current = 'add';
            onAddClick(event);
          }}
        >
          Add another {itemTitle.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

/** What RJSF hands an item's own field: its answers, its messages and its place in the answers. */
interface ItemFieldProps {
  formData?: unknown;
  errorSchema?: ErrorSchema;
  fieldPathId?: FieldPathId;
}

/** Whether a part of the messages shown holds any message. */
function hasMessages(errors: ErrorSchema | undefined): boolean {
  if (!errors || typeof errors !== 'object') return false;
  return Object.entries(errors).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasMessages(value as ErrorSchema),
  );
}

/**
 * Whether an item shows as one line when it first shows (decision 055): its repeater names the
 * answers to read back (ui:options.summary), it was answered before (it has one of them), and none
 * of its answers breaks a rule. A new item, or one left half answered, opens with its questions.
 */
function startsSummarised(props: ArrayFieldItemTemplateProps, fields: readonly string[]): boolean {
  if (fields.length === 0 || getUiOptions(props.parentUiSchema).addable === false) return false;
  const field = (isValidElement(props.children) ? props.children.props : {}) as ItemFieldProps;
  const data = field.formData as Record<string, unknown> | undefined;
  if (!data || !fields.some((name) => data[name] !== undefined && data[name] !== '')) return false;
  if (hasMessages(field.errorSchema)) return false;
  const path = field.fieldPathId?.path.join('.');
  const context = props.registry.formContext as Partial<FormContext> | undefined;
  return !(path !== undefined && context?.problemsUnder?.(path));
}

/**
 * One repeater item: a numbered heading and, when there is more than one, its Remove button. An
 * item inside another is named with it ("Driver 2, claim 1"): each region's name is then unique on
 * the page (WCAG landmark names), though its heading reads "Claim 1".
 *
 * A saved, sound item of a repeater with ui:options.summary reads back as one line with Change
 * (decision 055): the step shows a few lines, not every question of every claim. Change, or a
 * message on one of its answers, opens its questions, and they stay open.
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, parentUiSchema } = props;
  const enclosing = useContext(EnclosingItem);
  const press = useContext(LastPress);
  const options = getUiOptions(parentUiSchema);
  // The same list on every render while the repeater's ui:options.summary is the same (ItemSummary is
  // memoised on it).
  const summary = options.summary;
  const fields = useMemo(() => summaryFieldsOf({ summary }), [summary]);
  const [summarised, setSummarised] = useState(() => startsSummarised(props, fields));
  const field = (isValidElement(children) ? children.props : {}) as ItemFieldProps;
  if (summarised && hasMessages(field.errorSchema)) setSummarised(false);
  const section = useRef<HTMLElement>(null);
  const focusOnOpen = useRef(false);
  useEffect(() => {
    if (summarised || !focusOnOpen.current) return;
    focusOnOpen.current = false;
    focusAfterPaint(firstQuestionOf(section.current));
  }, [summarised]);

  const itemTitle = itemTitleOf(parentUiSchema);
  const removable = options.removable !== false && totalItems > 1;
  const heading = options.addable !== false ? `${itemTitle} ${index + 1}` : null;
  const name = heading && enclosing ? `${enclosing}, ${heading.toLowerCase()}` : heading;
  // One string, one text node: `> {name}` would make two, in each of the 150 or so buttons of the
  // largest step.
  const named = <span className="visually-hidden">{` ${name?.toLowerCase() ?? ''}`}</span>;
  const remove = removable ? (
    <button
      type="button"
      className="button button--secondary repeater__remove"
      onClick={(event) => {
        if (press) press.current = 'remove';
        buttonsProps.onRemoveItem(event);
      }}
    >
      Remove{named}
    </button>
  ) : null;
  if (summarised && heading)
    return (
      <section
        ref={section}
        className="repeater__item repeater__item--summary"
        aria-label={name ?? undefined}
      >
        <h3 className="repeater__item-title">{heading}</h3>
        <ItemSummary
          fields={fields}
          data={field.formData as Record<string, unknown>}
          schema={props.schema}
          uiSchema={props.uiSchema}
          registry={props.registry}
        />
        <div className="repeater__item-actions">
          <button
            type="button"
            className="button button--secondary repeater__change"
            aria-expanded={false}
            onClick={() => {
              focusOnOpen.current = true;
              setSummarised(false);
            }}
          >
            Change{named}
          </button>
          {remove}
        </div>
      </section>
    );
  return (
    <section ref={section} className="repeater__item" aria-label={name ?? undefined}>
      {heading ? (
        <div className="repeater__item-header">
          <h3 className="repeater__item-title">{heading}</h3>
          {remove}
        </div>
      ) : null}
      <EnclosingItem.Provider value={name ?? enclosing}>{children}</EnclosingItem.Provider>
    </section>
  );
}
