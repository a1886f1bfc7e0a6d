import { Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';

/**
 * A tree of plain HTML elements and synchronous server components as an HTML string, written as
 * React's server renderer writes it (a Jest test compares the two). For markup that never
 * changes once it is in the page: put into an element with `dangerouslySetInnerHTML`, it is one
 * string in the RSC payload instead of an element per tag, and React hydrates none of it. The
 * programme's event cards use it: on the festival's long programme those elements were most of
 * what the browser decoded and hydrated before the page answered a tap (docs/performance.md).
 *
 * It refuses what it cannot write as React would: a client component, an async component, an
 * event handler, a `style` object, an SVG element (whose attribute names React rewrites).
 */
export function staticHtml(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string') return escapeHtml(node);
  if (typeof node === 'number' || typeof node === 'bigint') return String(node);
  if (Array.isArray(node)) return node.map((child: ReactNode) => staticHtml(child)).join('');
  if (isValidElement(node)) return elementHtml(node as ReactElement<Record<string, unknown>>);
  throw new Error(`staticHtml: cannot write ${describe(node)} as static HTML`);
}

/** Elements HTML writes without a closing tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/** Props that are React's, not attributes. */
const NOT_ATTRIBUTES = new Set(['children', 'dangerouslySetInnerHTML', 'key', 'ref']);

const CLIENT_REFERENCE = Symbol.for('react.client.reference');

function elementHtml(element: ReactElement<Record<string, unknown>>): string {
  const { type, props } = element;
  if (type === Fragment) return staticHtml(props.children as ReactNode);
  if (typeof type === 'function' || typeof type === 'object') {
    const component = type as ((props: unknown) => ReactNode) & { $$typeof?: symbol };
    if (component.$$typeof === CLIENT_REFERENCE || typeof component !== 'function')
      throw new Error(`staticHtml: ${describe(type)} is not a server component`);
    const rendered = component(props);
    if (rendered instanceof Promise)
      throw new Error(`staticHtml: ${describe(type)} is async; await its data before`);
    return staticHtml(rendered);
  }
  if (typeof type !== 'string') throw new Error(`staticHtml: cannot write ${describe(type)}`);
  if (type === 'svg')
    throw new Error('staticHtml: SVG is not supported (React renames its attributes)');
  let html = `<${type}`;
  for (const [name, value] of Object.entries(props)) {
    if (NOT_ATTRIBUTES.has(name)) continue;
    html += attribute(type, name, value);
  }
  if (VOID_ELEMENTS.has(type)) return `${html}/>`;
  html += '>';
  const inner = props.dangerouslySetInnerHTML as { __html?: string } | undefined;
  html += inner ? (inner.__html ?? '') : staticHtml(props.children as ReactNode);
  return `${html}</${type}>`;
}

function attribute(tag: string, name: string, value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'function' || /^on[A-Z]/.test(name))
    throw new Error(`staticHtml: <${tag} ${name}> is an event handler: static HTML has none`);
  if (name === 'style') throw new Error(`staticHtml: <${tag} style> takes a class, not an object`);
  const html = name === 'className' ? 'class' : name === 'htmlFor' ? 'for' : name;
  if (typeof value === 'boolean') {
    // aria-* and data-* say "true" and "false"; other attributes are there or not.
    if (/^(aria|data)-/.test(name)) return ` ${html}="${value}"`;
    return value ? ` ${html}=""` : '';
  }
  return ` ${html}="${escapeHtml(String(value))}"`;
}

/** React escapes the same five characters in text and in attribute values. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ENTITIES[character]);
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

function describe(value: unknown): string {
  if (typeof value === 'function') return value.name || 'an anonymous component';
  return typeof value === 'object' ? 'an object' : String(value);
}
