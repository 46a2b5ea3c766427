import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// TypeScript types for the campaign guide data, generated from the data's own JSON Schema
// (arkham-cards-data `schema/refs/*.schema.json`): one exported type per schema definition of the
// files a full campaign reaches through `$ref` (fullCampaign.schema.json and what it names).
//
//   oneOf / anyOf → union, enum / const → literal union, required → non-optional property,
//   additionalProperties: false → closed object, $ref (also across files) → the named type.
//
//     npx tsx tools/guide-types.ts      rewrite shared/guide/data/guide-data-types.ts
//
// The data folder is ARKHAM_CARDS_DATA, else arkham-cards-data in ARKHAM_SHARED_DATA or in
// ../shared/data beside the repository. test/unit/tools/guide-types.test.ts fails when the committed file differs from what
// this writes.

export const REPO_ROOT = path.resolve(import.meta.dirname, '..');
export const TYPES_FILE = 'shared/guide/data/guide-data-types.ts';
const SHARED_DATA = process.env.ARKHAM_SHARED_DATA ?? path.join(REPO_ROOT, '..', 'shared', 'data');
const DATA_FOLDER = path.resolve(process.env.ARKHAM_CARDS_DATA ?? path.join(SHARED_DATA, 'arkham-cards-data'));
/** The schema file every guide file belongs to: a campaign with its scenarios. */
const ROOT_SCHEMA = 'fullCampaign.schema.json';

/** A node of a JSON Schema, as far as the guide's schemas use it. */
interface SchemaNode {
  $ref?: string;
  title?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: SchemaNode[];
  anyOf?: SchemaNode[];
  properties?: Record<string, SchemaNode>;
  required?: string[];
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | SchemaNode[];
}

interface SchemaFile {
  name: string;
  definitions: Record<string, SchemaNode>;
}

const SCALARS: Record<string, string> = {
  string: 'string',
  number: 'number',
  integer: 'number',
  boolean: 'boolean',
  null: 'null',
};

const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
/** A JSON value as a TypeScript literal, strings in single quotes as the project writes them. */
const literal = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : JSON.stringify(value);
const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;
const refFile = (ref: string, from: string) => (ref.startsWith('#') ? from : (ref.split('#')[0] as string));
const refDefinition = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** Every `$ref` below `node`. */
function refsIn(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) for (const item of node) refsIn(item, found);
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) {
      if (key === '$ref' && typeof value === 'string') found.push(value);
      else refsIn(value, found);
    }
  }
  return found;
}

/** The schema files a full campaign reaches, the root first, then in the order they are named. */
export function guideSchemaFiles(refsFolder: string): SchemaFile[] {
  const files: SchemaFile[] = [];
  const queue = [ROOT_SCHEMA];
  while (queue.length > 0) {
    const name = queue.shift() as string;
    if (files.some((file) => file.name === name)) continue;
    const json = JSON.parse(readFileSync(path.join(refsFolder, name), 'utf8')) as SchemaFile;
    files.push({ name, definitions: json.definitions });
    for (const ref of refsIn(json.definitions)) queue.push(refFile(ref, name));
  }
  return files;
}

/** The type name of each definition (`file#name`): its name in PascalCase, which no two files may share. */
function typeNames(files: SchemaFile[]): Map<string, string> {
  const names = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const file of files)
    for (const key of Object.keys(file.definitions)) {
      const name = pascal(key);
      const owner = owners.get(name);
      if (owner) throw new Error(`${file.name} and ${owner} both define ${key}: give the generator a rule for it`);
      owners.set(name, file.name);
      names.set(`${file.name}#${key}`, name);
    }
  return names;
}

class Renderer {
  constructor(
    private readonly names: Map<string, string>,
    private readonly file: string,
  ) {}

  type(node: SchemaNode, indent: string): string {
    if (node.$ref) {
      const name = this.names.get(`${refFile(node.$ref, this.file)}#${refDefinition(node.$ref)}`);
      if (!name) throw new Error(`${this.file}: $ref ${node.$ref} names no definition`);
      return name;
    }
    const members = node.oneOf ?? node.anyOf;
    if (members) return this.union(members.map((member) => this.type(member, indent)));
    if (node.const !== undefined) return literal(node.const);
    if (node.enum) return this.union(node.enum.map(literal));
    if (node.type === undefined) return 'unknown';
    const types = Array.isArray(node.type) ? node.type : [node.type];
    return this.union(types.map((type) => this.ofType(type, node, indent)));
  }

  private union(members: string[]): string {
    const unique = [...new Set(members)];
    return unique.length === 1 ? (unique[0] as string) : unique.join(' | ');
  }

  private ofType(type: string, node: SchemaNode, indent: string): string {
    if (type === 'object') return this.object(node, indent);
    if (type === 'array') return this.array(node, indent);
    const scalar = SCALARS[type];
    if (!scalar) throw new Error(`${this.file}: unknown type ${type}`);
    return scalar;
  }

  private array(node: SchemaNode, indent: string): string {
    if (Array.isArray(node.items)) return `[${node.items.map((item) => this.type(item, indent)).join(', ')}]`;
    if (!node.items) return 'unknown[]';
    const item = this.type(node.items, indent);
    return /^[A-Za-z0-9_]+$/.test(item) ? `${item}[]` : `(${item})[]`;
  }

  private object(node: SchemaNode, indent: string): string {
    const inner = `${indent}  `;
    const required = new Set(node.required ?? []);
    const lines = Object.entries(node.properties ?? {}).map(([key, value]) => {
      const name = IDENTIFIER.test(key) ? key : literal(key);
      return `${inner}${name}${required.has(key) ? '' : '?'}: ${this.type(value, inner)};`;
    });
    const extra = node.additionalProperties;
    if (extra !== false) {
      const value = typeof extra === 'object' ? this.type(extra, inner) : 'unknown';
      lines.push(`${inner}[key: string]: ${value};`);
    }
    return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n${indent}}`;
  }
}

const HEADER = `// GENERATED by tools/guide-types.ts from arkham-cards-data schema/refs: do not edit.
// Regenerate with \`npx tsx tools/guide-types.ts\` (test/unit/tools/guide-types.test.ts checks it is current).
// One type per schema definition of the files a full campaign reaches; the comment names the definition.
`;

/** The text of shared/guide/data/guide-data-types.ts for the schemas in `refsFolder`. */
export function renderGuideTypes(refsFolder: string): string {
  const files = guideSchemaFiles(refsFolder);
  const names = typeNames(files);
  const blocks = files.flatMap((file) => {
    const renderer = new Renderer(names, file.name);
    return Object.entries(file.definitions).map(
      ([key, node]) =>
        `/** ${file.name}#/definitions/${key} */\nexport type ${names.get(`${file.name}#${key}`)} = ${renderer.type(node, '')};\n`,
    );
  });
  return `${HEADER}\n${blocks.join('\n')}`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  writeFileSync(path.join(REPO_ROOT, TYPES_FILE), renderGuideTypes(path.join(DATA_FOLDER, 'schema', 'refs')));
}
