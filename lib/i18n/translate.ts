import { createTranslator, type AbstractIntlMessages, type MessageKeys, type NamespaceKeys, type NestedKeyOf, type NestedValueOf } from "next-intl";
import type { Locale } from "./routing";

/** Values of a text's `{name}` placeholders. A missing one reads as empty, as in every text so far. */
export type TextValues = Record<string, string | number | undefined>;

/** The keys of messages `M` under the dotted namespace `N`. */
export type NamespaceOf<M> = NamespaceKeys<M, NestedKeyOf<M>>;
export type KeyOf<M, N extends NamespaceOf<M>> = MessageKeys<NestedValueOf<M, N>, NestedKeyOf<NestedValueOf<M, N>>>;

export type TextOptions = {
  /** Cut every value to this many characters (values that echo what a caller sent). */
  clip?: number;
};

type Plain = ((key: string, values?: TextValues) => string) & { has(key: string): boolean };

/** A namespace's texts: `t(key, values)`, and `t.has(key)` for a key built at run time. */
export type Text<K extends string> = ((key: K, values?: TextValues) => string) & { has(key: string): key is K };

const translators = new WeakMap<object, Map<string, Plain>>();

/**
 * next-intl's translator over `messages` (ICU message syntax, cached per messages object and
 * namespace), synchronous so lib code can use it. Values go in as given: a number is formatted by
 * ICU for the locale, a string is inserted as it is, and a placeholder with no value reads as empty.
 * Used by the server through ./server-text.ts; a browser module passes only the namespace files it needs.
 */
export function translatorOf<M extends AbstractIntlMessages, N extends NamespaceOf<M>>(
  locale: Locale,
  messages: M,
  namespace: N,
  options: TextOptions = {},
): Text<KeyOf<M, N>> {
  let byNamespace = translators.get(messages);
  if (!byNamespace) translators.set(messages, (byNamespace = new Map()));
  let plain = byNamespace.get(`${locale}:${namespace}`);
  if (!plain) {
    const t = createTranslator({ locale, messages, namespace: namespace as never }) as unknown as Plain & { raw(key: string): unknown };
    const translate = (key: string, values: TextValues = {}) => {
      const raw = t.raw(key);
      const filled: Record<string, string | number> = {};
      for (const [, name] of typeof raw === "string" ? raw.matchAll(/\{\s*(\w+)/g) : []) filled[name] = values[name] ?? "";
      for (const [name, value] of Object.entries(values)) if (value !== undefined) filled[name] = value;
      return t(key, filled);
    };
    plain = Object.assign(translate, { has: (key: string) => t.has(key) });
    byNamespace.set(`${locale}:${namespace}`, plain);
  }
  const { clip } = options;
  if (clip === undefined) return plain as unknown as Text<KeyOf<M, N>>;
  const translate = plain;
  const clipped = (key: string, values: TextValues = {}) => translate(key, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, typeof v === "string" ? v.slice(0, clip) : v])));
  return Object.assign(clipped, { has: translate.has }) as unknown as Text<KeyOf<M, N>>;
}

/** The key of `text` among `texts` (a table of English texts such as a schema's messages), if any. */
export function keyOfText<K extends string>(texts: Record<K, string>): (text: string) => K | undefined {
  const byText = new Map<string, K>();
  for (const [key, text] of Object.entries(texts) as [K, string][]) if (!byText.has(text)) byText.set(text, key);
  return (text) => byText.get(text);
}
