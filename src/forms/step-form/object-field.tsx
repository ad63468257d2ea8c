import type { FieldProps, UiSchema } from '@rjsf/utils';
import { useRef } from 'react';
import ObjectField from '@rjsf/core/lib/components/fields/ObjectField.js';

/** Whether two UI schemas hold the same options, each the same value (one level deep). */
function sameOptions(a: UiSchema | undefined, b: UiSchema | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key])
  );
}

/**
 * RJSF's ObjectField, given the same UI schema object while its options are the same. RJSF's
 * SchemaField hands each field a copy of its UI schema on every render (without its class names),
 * and ObjectField's key-rename handler, made anew for each new UI schema, is a prop of every one of
 * its questions: a change anywhere in a group re-rendered each of the group's questions up to its
 * memo (about 25 for a driver on a repeater's Add, 57 for a key typed in a name).
 */
export function StableObjectField(props: FieldProps) {
  const kept = useRef(props.uiSchema);
  if (!sameOptions(kept.current, props.uiSchema)) kept.current = props.uiSchema;
  return <ObjectField {...props} uiSchema={kept.current} />;
}
