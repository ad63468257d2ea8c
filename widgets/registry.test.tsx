import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { ExampleHarness } from '#widgets/shared/example-story.tsx';
import { entryNamed, fields, registry, widgetFor, widgets, type RegistryEntry } from './registry';
import type { WidgetExample } from './widget-example';

/*
 * The registry as data, checked: every entry's examples render as a person would meet them (the
 * control found by role and name, its value shown, its error shown and pointing at the control),
 * and the testers pick the widget a schema calls for.
 */

const NAMES = {
  widgets: [
    'masked-date',
    'masked-text',
    'yes-no',
    'list-select',
    'list-autocomplete',
    'name-input',
    'phone-input',
    'number-input',
    'postcode-input',
    'code-input',
    'checkbox',
  ],
  fields: ['address-lookup', 'vehicle-lookup'],
};

const loaded: Array<{ entry: RegistryEntry; examples: Record<string, WidgetExample> }> = await Promise.all(
  registry.map(async (entry) => ({ entry, examples: (await entry.examples()).examples })),
);

/** Every string in schemas/ (except the form's example answers): where a question's messages live. */
const schemaTexts = new Set<string>();
const collect = (node: unknown): void => {
  if (typeof node === 'string') schemaTexts.add(node);
  else if (node && typeof node === 'object') Object.values(node).forEach(collect);
};
Object.entries(import.meta.glob('/schemas/**/*.json', { eager: true, import: 'default' }))
  .filter(([path]) => !path.includes('/examples/'))
  .forEach(([, json]) => collect(json));

/** The messages an example shows: its own, and those under its properties. */
function messagesOf(example: WidgetExample): string[] {
  const found = [...(example.rawErrors ?? [])];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node))
      if (key === '__errors' && Array.isArray(child)) found.push(...child);
      else walk(child);
  };
  walk(example.errorSchema);
  return found;
}

/** Each folder's stories (the folder is named as its entry). */
const storyModules = import.meta.glob<Record<string, unknown>>('./*/*.stories.tsx');

function renderExample(entry: RegistryEntry, example: WidgetExample) {
  if (entry.kind === 'widget')
    render(<ExampleHarness kind="widget" component={entry.component} example={example} />);
  else render(<ExampleHarness kind="field" component={entry.component} example={example} />);
  return screen.getByRole(example.control.role, { name: example.control.name });
}

describe.each(loaded)('$entry.name examples', ({ entry, examples }) => {
  const named = Object.entries(examples);

  it('has at least two, one of them with an error', () => {
    expect(named.length).toBeGreaterThanOrEqual(2);
    expect(named.some(([, example]) => messagesOf(example).length > 0)).toBe(true);
  });

  it('names each once, as a story can be named', () => {
    const names = named.map(([name]) => name);
    for (const name of names) expect(name).toMatch(/^[A-Z][A-Za-z0-9]*$/);
    expect(new Set(names.map((name) => name.toLowerCase())).size).toBe(names.length);
  });

  it('shows each as a story of the same name', async () => {
    const files = Object.keys(storyModules).filter((path) => path.startsWith(`./${entry.name}/`));
    expect(files).toHaveLength(1);
    const stories = await storyModules[files[0]]();
    for (const [name] of named) expect(stories[name], `story ${name}`).toBeDefined();
  });

  it.each(named)('%s: the control is there, named as a person reads it', (_name, example) => {
    const control = renderExample(entry, example);
    expect(control).toBeVisible();
    if (entry.kind === 'widget') expect(example.label).toBeTruthy();
  });

  it.each(named.filter(([, example]) => example.value !== undefined))(
    '%s: shows the stored value',
    async (_name, example) => {
      expect(example.shows, 'an example with a value says how it shows').toBeDefined();
      const control = renderExample(entry, example);
      const shows = example.shows as string;
      await waitFor(() => {
        if (example.control.role === 'radiogroup')
          expect(within(control).getByRole('radio', { name: shows })).toBeChecked();
        else if (example.control.role === 'checkbox') expect(control).toBeChecked();
        else if (example.control.role === 'textbox' || example.control.role === 'combobox')
          expect(control).toHaveDisplayValue(shows);
        else expect(control).toHaveTextContent(shows);
      });
    },
  );

  it.each(named.filter(([, example]) => messagesOf(example).length > 0))(
    '%s: shows its messages and the control points at them',
    (_name, example) => {
      const control = renderExample(entry, example);
      for (const message of messagesOf(example)) {
        expect(schemaTexts.has(message), `"${message}" is a message in schemas/`).toBe(true);
        expect(screen.getByText(message)).toBeVisible();
        expect(control).toHaveAttribute('aria-invalid', 'true');
        expect(control).toHaveAccessibleDescription(expect.stringContaining(message));
      }
    },
  );

  it.each(named.filter(([, example]) => example.disabled))(
    '%s: shows the answer but takes no other',
    (_name, example) => {
      renderExample(entry, example);
      // Every control the example renders: a field's boxes and buttons, a group's radios.
      const inputs = (['textbox', 'combobox', 'radio', 'checkbox', 'button'] as const).flatMap((role) =>
        screen.queryAllByRole(role),
      );
      expect(inputs.length).toBeGreaterThan(0);
      const enabled = inputs.filter((input) => !(input as HTMLInputElement).disabled);
      expect(enabled.map((input) => input.outerHTML.slice(0, 80))).toEqual([]);
    },
  );

  it('has a disabled example', () => {
    expect(named.some(([, example]) => example.disabled)).toBe(true);
  });

  it.each(named.filter(([, example]) => entry.tester && (entry.tester(example.schema) ?? 0) > 0))(
    '%s: takes the ui:options the registry derives from its schema',
    (_name, example) => {
      expect(example.options ?? {}).toMatchObject(entry.options?.(example.schema) ?? {});
    },
  );
});

describe('widget registry', () => {
  it('holds exactly the documented names, each resolving to a component', () => {
    expect(Object.keys(widgets).sort()).toEqual([...NAMES.widgets].sort());
    expect(Object.keys(fields).sort()).toEqual([...NAMES.fields].sort());
    for (const component of [...Object.values(widgets), ...Object.values(fields)])
      expect(typeof component).toBe('function');
  });

  it('has no entry for an unknown name', () => {
    expect(Object.hasOwn(widgets, 'no-such-widget')).toBe(false);
    expect(Object.hasOwn(fields, 'no-such-field')).toBe(false);
    expect(Object.hasOwn(widgets, 'toString')).toBe(false);
    expect(entryNamed('widget', 'no-such-widget')).toBeUndefined();
    expect(entryNamed('field', 'yes-no')).toBeUndefined();
  });
});

describe('widgetFor', () => {
  it('picks list-select for a question drawing on a list', () => {
    expect(widgetFor({ type: 'string', 'in-list': 'titles' })).toEqual({
      name: 'list-select',
      options: { list: 'titles' },
    });
  });

  it('picks masked-date for a date and postcode-input for a postcode', () => {
    expect(widgetFor({ type: 'string', date: true, dateTo: 'today' })).toEqual({ name: 'masked-date' });
    expect(widgetFor({ type: 'string', postcode: true })).toEqual({ name: 'postcode-input' });
  });

  it('picks yes-no for a boolean', () => {
    expect(widgetFor({ type: 'boolean' })).toEqual({ name: 'yes-no' });
  });

  it('picks number-input for a whole number, with as many digits as its maximum has', () => {
    expect(widgetFor({ type: 'integer', maximum: 999999 })).toEqual({
      name: 'number-input',
      options: { maxDigits: 6 },
    });
    expect(widgetFor({ type: 'integer' })).toEqual({ name: 'number-input', options: { maxDigits: 7 } });
  });

  it('picks list-select for a fixed set of choices', () => {
    expect(widgetFor({ type: 'integer', enum: [0, 100, 250] })).toEqual({ name: 'list-select', options: {} });
    expect(widgetFor({ type: 'string', enum: ['3', '1'] })?.name).toBe('list-select');
  });

  it("leaves a plain string to RJSF's default", () => {
    expect(widgetFor({ type: 'string' })).toBeNull();
  });

  it('lets a list win over a date or a number', () => {
    expect(widgetFor({ type: 'integer', 'in-list': 'doors' })?.name).toBe('list-select');
  });
});
