/**
 * Words with blanks, such as "{title} Atom feed": each `{name}` is replaced by
 * the value the page gives it, and a name it does not give is left as written.
 * Single braces, unlike the `{{name}}` placeholders of the site settings, which
 * a deploy resolves before any page sees its words.
 */
export function fillIn(words: string, values: Readonly<Record<string, string>>): string {
  return words.replace(/\{([A-Za-z]+)\}/g, (blank, name: string) => values[name] ?? blank);
}
