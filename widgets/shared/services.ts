import type { Registry } from '@rjsf/utils';
import type { FormContext, FormServices } from '#domain/form-services.ts';

/**
 * The app's services as handed to widgets through `registry.formContext.services` (the only way a
 * widget reaches the app). Undefined when the form was rendered without them.
 */
export function servicesOf(registry: Registry | undefined): FormServices | undefined {
  const context = registry?.formContext as Partial<FormContext> | undefined;
  return context?.services;
}

/**
 * The reference list a question draws from: the schema's own "in-list" rule (the branch RJSF
 * resolved for these answers), else ui:options.list.
 */
export function listNameOf(
  schema: { [key: string]: unknown },
  options: { list?: unknown },
): string | undefined {
  const fromSchema = schema['in-list'];
  if (typeof fromSchema === 'string') return fromSchema;
  return typeof options.list === 'string' ? options.list : undefined;
}
