import type { ObjectFieldTemplateProps } from '@rjsf/utils';

/**
 * An object's questions in order. The step itself and array items are titled elsewhere (the accordion
 * header, the item heading), so only other titled objects get a heading and description.
 */
export function ObjectFieldTemplate({
  title,
  description,
  properties,
  fieldPathId,
  schema,
}: ObjectFieldTemplateProps) {
  const path = fieldPathId.path;
  const isRoot = path.length === 0;
  const isArrayItem = typeof path[path.length - 1] === 'number';
  const heading = !isRoot && !isArrayItem && schema.title ? title : null;
  const content = properties.filter((p) => !p.hidden).map((p) => p.content);
  const hiddenContent = properties.filter((p) => p.hidden).map((p) => p.content);
  if (!heading) {
    return (
      <div className="object-fields">
        {content}
        {hiddenContent}
      </div>
    );
  }
  return (
    <fieldset className="object-fields object-fields--titled">
      <legend className="object-fields__title">{heading}</legend>
      {typeof description === 'string' ? (
        <p className="object-fields__description">{description}</p>
      ) : (
        description
      )}
      {content}
      {hiddenContent}
    </fieldset>
  );
}
