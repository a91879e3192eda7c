/**
 * Finds the fields of a zod schema that a registry marks, and rewrites those fields of a value
 * of that schema. The tree of marked fields is worked out once per schema.
 */
import type * as core from 'zod/v4/core';

/** Every element of an array, every value of a record. */
const EACH = Symbol('each');
type Step = string | typeof EACH;

export interface FieldTree {
  /** The value here is a marked field. */
  marked: boolean;
  children: Map<Step, FieldTree>;
}

const newTree = (): FieldTree => ({ marked: false, children: new Map() });

const childOf = (tree: FieldTree, step: Step) => {
  let child = tree.children.get(step);
  if (!child) {
    child = newTree();
    tree.children.set(step, child);
  }
  return child;
};

/** `open` holds the schemas being walked, so a recursive (lazy) schema ends. */
const walk = (
  schema: core.$ZodType,
  isMarked: (schema: core.$ZodType) => boolean,
  tree: FieldTree,
  open: Set<core.$ZodType>,
) => {
  if (isMarked(schema)) {
    tree.marked = true;
    return;
  }
  if (open.has(schema)) return;
  open.add(schema);
  const next = (inner: core.$ZodType, at: FieldTree = tree) => walk(inner, isMarked, at, open);
  const def = schema._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries((def as core.$ZodObjectDef).shape)) {
        next(field, childOf(tree, key));
      }
      break;
    case 'array':
      next((def as core.$ZodArrayDef).element, childOf(tree, EACH));
      break;
    case 'record':
      next((def as core.$ZodRecordDef).valueType, childOf(tree, EACH));
      break;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
      next((def as core.$ZodOptionalDef).innerType);
      break;
    case 'union':
      for (const option of (def as core.$ZodUnionDef).options) next(option);
      break;
    case 'intersection':
      next((def as core.$ZodIntersectionDef).left);
      next((def as core.$ZodIntersectionDef).right);
      break;
    case 'pipe':
      // A body is read on the way in, an answer on the way out: either side may hold the field.
      next((def as core.$ZodPipeDef).in);
      next((def as core.$ZodPipeDef).out);
      break;
    case 'lazy':
      next((def as core.$ZodLazyDef).getter());
      break;
    default:
      break;
  }
  open.delete(schema);
};

/** Drops the branches without a marked field; false when none is left. */
const prune = (tree: FieldTree): boolean => {
  for (const [step, child] of tree.children) {
    if (!prune(child)) tree.children.delete(step);
  }
  return tree.marked || tree.children.size > 0;
};

/** The marked fields of `schema`, or undefined when it has none. */
export const markedFieldsOf = (
  schema: core.$ZodType,
  isMarked: (schema: core.$ZodType) => boolean,
): FieldTree | undefined => {
  const tree = newTree();
  walk(schema, isMarked, tree, new Set());
  return prune(tree) ? tree : undefined;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `value` with `change` applied to the strings in marked fields. Copies what it changes and
 * shares the rest, so objects the caller still holds are left as they were.
 */
export const rewriteMarkedFields = (
  value: unknown,
  tree: FieldTree,
  change: (text: string) => string,
): unknown => {
  if (tree.marked && typeof value === 'string') return change(value);
  if (Array.isArray(value)) {
    const each = tree.children.get(EACH);
    if (!each) return value;
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const rewritten = rewriteMarkedFields(item, each, change);
      if (rewritten === item) return;
      copy ??= [...(value as unknown[])];
      copy[index] = rewritten;
    });
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | undefined;
  const rewrite = (key: string, child: FieldTree) => {
    const item = (copy ?? value)[key];
    const rewritten = rewriteMarkedFields(item, child, change);
    if (rewritten === item) return;
    copy ??= { ...value };
    copy[key] = rewritten;
  };
  for (const [step, child] of tree.children) {
    if (step === EACH) {
      for (const key of Object.keys(value)) rewrite(key, child);
    } else if (Object.hasOwn(value, step)) {
      rewrite(step, child);
    }
  }
  return copy ?? value;
};
