import { getUiOptions, type ArrayFieldItemTemplateProps, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { createContext, useContext } from 'react';

/** The name of the repeater item around this one ("Driver 2"), for an item inside an item. */
const EnclosingItem = createContext<string | null>(null);

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
  return (
    <div className="repeater" id={fieldPathId.$id}>
      <div className="repeater__items">{items}</div>
      {showAdd ? (
        <button type="button" className="button button--secondary repeater__add" onClick={onAddClick}>
          Add another {itemTitle.toLowerCase()}
        </button>
      ) : null}
    </div>
  );
}

/**
 * One repeater item: a numbered heading and, when there is more than one, its Remove button. An
 * item inside another is named with it ("Driver 2, claim 1"): each region's name is then unique on
 * the page (WCAG landmark names), though its heading reads "Claim 1".
 */
export function ArrayFieldItemTemplate(props: ArrayFieldItemTemplateProps) {
  const { children, index, totalItems, buttonsProps, parentUiSchema } = props;
  const enclosing = useContext(EnclosingItem);
  const itemTitle = itemTitleOf(parentUiSchema);
  const removable = getUiOptions(parentUiSchema).removable !== false && totalItems > 1;
  const addable = getUiOptions(parentUiSchema).addable !== false;
  const heading = addable ? `${itemTitle} ${index + 1}` : null;
  const name = heading && enclosing ? `${enclosing}, ${heading.toLowerCase()}` : heading;
  return (
    <section className="repeater__item" aria-label={name ?? undefined}>
      {heading ? (
        <div className="repeater__item-header">
          <h3 className="repeater__item-title">{heading}</h3>
          {removable ? (
            <button
              type="button"
              className="button button--secondary repeater__remove"
              onClick={buttonsProps.onRemoveItem}
            >
              Remove<span className="visually-hidden"> {name?.toLowerCase()}</span>
            </button>
          ) : null}
        </div>
      ) : null}
      <EnclosingItem.Provider value={name ?? enclosing}>{children}</EnclosingItem.Provider>
    </section>
  );
}
