// The facts form's own fields in the owner's forms (Sveltia CMS, src/pages/admin/index.astro): each runs the facts'
// schema on the entry, so the form refuses, with the build's message on the field it names, what the build would
// refuse; money, whole numbers and phones are typed as people write them (money in a machine family's parts prices
// too). The fields' configuration comes from src/lib/admin-config.ts (factsFields) and src/lib/schema-form.ts
// (checkedBySchema).
//
// The CMS renders them with its own copy of React: hooks of this one would not run there, so they are class
// components (the renderer calls them whatever copy they extend) and reuse the CMS's built-in fields through
// CMS.getFieldType. It asks a field's `isValid` before a save, and whenever the entry changes.
/** @jsxRuntime classic */
/** @jsx Jsx.createElement */
import type CMS from "@sveltia/cms";
import type { CustomFieldControl } from "@sveltia/cms";
import { Component, type ComponentProps, type ComponentType, type ReactNode } from "react";
import { parse } from "yaml";
import * as Jsx from "./jsx"; // the classic JSX factory: ./jsx.ts says why
import { adminEntryCheck } from "../../content/admin";
import { asTheFormsWrite, ENTRY_CHECK, factsFormat, WORKS_FORMAT } from "../../lib/admin-config";
import { businessSchema, FREE, partPrice } from "../../lib/business-schema";
import { FACTS_PARTS, type FactsPart } from "../../lib/facts-files";
import { formatMoney, upperFirst } from "../../lib/format";
import { formIssues, messageFor, problemsOf, valuesAt, type FormIssue, type SavedWork } from "../../lib/form-check";
import { fieldsOf, jsonSchemaOf } from "../../lib/schema-form";
import { workSchema } from "../../lib/work-schema";
import { z } from "zod";
import { parseMoney } from "../../lib/money";
import { parsePhone } from "../../lib/phone";
import { parseWholeNumber } from "../../lib/whole-number";

/** The part of an Immutable Map the CMS hands a field (its configuration, the entry). */
interface ImmutableMap {
  get(key: string): unknown;
  toJS(): Record<string, unknown>;
}

interface FieldProps {
  value: unknown;
  field: ImmutableMap;
  forID: string;
  classNameWrapper: string;
  entry?: ImmutableMap | undefined;
  onChange: (value: unknown) => void;
}

type Validity = true | { error: { message: string } };

/** The CMS's API (its package's types), as far as these fields use it. */
type Cms = Pick<typeof CMS, "registerFieldType" | "getFieldType" | "registerCustomFormat">;
/** A built-in field's control, with the props this module gives it. */
type BuiltInControl = ComponentType<{
  value: unknown;
  field: object;
  forID: string;
  onChange: (value: unknown) => void;
}>;
/** Its types describe the props as the CMS builds them; these controls read them through FieldProps. */
const control = (component: ComponentType<FieldProps>) => component as unknown as CustomFieldControl;

let cms: Cms | undefined;

const entryOf = (props: FieldProps): unknown => (props.entry?.get("data") as ImmutableMap | undefined)?.toJS() ?? {};
const partOfField = (props: FieldProps) => props.field.get("part") as FactsPart;

/**
 * What the facts files and the job photos hold now: each file's content as the CMS read it or as a form last saved
 * it (their formats' readers and writers keep it), so that a form checks its entry against the others' saved
 * content. A job photo is known by its photo's file name, unique in its folder.
 */
const saved: { facts: Partial<Record<FactsPart, unknown>>; works: Map<string, SavedWork> } = {
  facts: {},
  works: new Map(),
};

// Every drawn field asks on each change: the schema runs once per state of the entry.
let lastEntry = "";
let lastIssues: FormIssue[] = [];
function issuesNow(entry: unknown, part: FactsPart): FormIssue[] {
  const key = JSON.stringify([part, entry, saved.facts, [...saved.works]]);
  if (key !== lastEntry)
    [lastEntry, lastIssues] = [
      key,
      formIssues(businessSchema, { part, entry, saved: saved.facts, works: [...saved.works.values()] }),
    ];
  return lastIssues;
}

/**
 * A field the schema checks. The CMS asks `isValid` as it hands the field the entry's new state, before the field
 * has it: the answer waits for it. The CMS shows an answer when the field's value is next written (isValid).
 */
abstract class Checked<State = object> extends Component<FieldProps, State> {
  private rendered: (() => void) | undefined;
  /** The problem last reported to the CMS. */
  protected shown: string | undefined;
  /** The field's own element: the CMS's frame around it names the field's key path ("prices.visit.0.fee"). */
  protected element: HTMLElement | null = null;
  protected readonly ref = (element: HTMLElement | null) => {
    this.element = element;
  };

  protected keyPath(): string | undefined {
    return this.element?.closest("[data-key-path]")?.getAttribute("data-key-path") ?? undefined;
  }

  /** The value this field last wrote, until the CMS hands it another (a revert). */
  private written: { value: unknown } | undefined;
  protected readonly write = (value: unknown) => {
    this.written = { value };
    this.props.onChange(value);
  };

  override componentDidUpdate(previous: FieldProps) {
    if (this.props.value !== previous.value && this.written && this.props.value !== this.written.value)
      this.written = undefined;
    this.rendered?.();
  }

  protected abstract problem(): string | undefined;

  async isValid(): Promise<Validity> {
    // Or, when nothing changed (a save), a while: on a busy phone the new state comes later than 100 ms, and an
    // answer about the state before it would refuse a right value.
    await Promise.race([
      new Promise<void>((resolve) => (this.rendered = resolve)),
      new Promise((resolve) => setTimeout(resolve, 400)),
    ]);
    const message = this.problem();
    const changed = message !== this.shown;
    this.shown = message;
    // Once the CMS has the answer, the value is written again for it to show it (the same value: the entry does
    // not change, and nothing asks again). Every answer to a single value, not only a changed one: an answer to an
    // earlier question may have been set aside for a later one. A list is written again item by item, which asks
    // again: only a changed answer.
    const single = typeof this.props.value !== "object" || this.props.value === null;
    if (changed || single)
      setTimeout(() => {
        // The value as the field last wrote it: the props may not have it yet.
        this.props.onChange(this.written ? this.written.value : this.props.value);
        if (changed) this.forceUpdate();
      }, 0);
    return message ? { error: { message } } : true;
  }
}

/** A field whose problems are the schema's at its path. */
abstract class CheckedField<State = object> extends Checked<State> {
  protected problem() {
    const entry = entryOf(this.props);
    const schemaPath = String(this.props.field.get("schema_path") ?? "");
    const { value } = this.props;
    const multiple = this.props.field.get("multiple") === true;
    const issues = issuesNow(entry, partOfField(this.props));
    const message = messageFor(issues, { keyPath: this.keyPath(), schemaPath, entry, value, multiple });
    return message && upperFirst(message);
  }
}

/** A built-in field (text, number, choice, day…) checked by the schema; a picker offers the entry's own values. */
class VerifiedField extends CheckedField {
  private config?: { source: ImmutableMap; options: string; value: Record<string, unknown> };

  private fieldConfig(): Record<string, unknown> {
    const { field } = this.props;
    // Another file's values (the towns, in a price's picker) as saved, this form's as they are now.
    const from = field.get("options_from");
    const options = typeof from === "string" ? valuesAt(factsNow(this.props), from) : undefined;
    const key = JSON.stringify(options ?? null);
    // The same object while nothing changed: the built-in field reads its configuration on every render.
    if (this.config?.source !== field || this.config.options !== key) {
      const config = field.toJS();
      this.config = {
        source: field,
        options: key,
        value: { ...config, widget: config["base_widget"], ...(options && { options }) },
      };
    }
    return this.config.value;
  }

  override render(): ReactNode {
    const config = this.fieldConfig();
    const Control = cms?.getFieldType(String(config["widget"]))?.control as BuiltInControl | undefined;
    if (!Control) return null;
    const { value, forID } = this.props;
    // The CMS keeps a choice of several as its items, and shows no message of a custom field holding them: the
    // field says its problem itself.
    const ownMessage = config["multiple"] === true ? this.shown : undefined;
    return (
      <div ref={this.ref} style={{ display: "contents" }}>
        {ownMessage && (
          <p role="alert" style={{ color: "var(--sui-error-foreground-color)", margin: 0 }}>
            {ownMessage}
          </p>
        )}
        <Control value={value} field={config} forID={forID} onChange={this.write} />
      </div>
    );
  }
}

/** A text field that keeps what he types while the entry keeps what it means. */
abstract class TypedField extends CheckedField<{ text: string; stored: unknown }> {
  constructor(props: FieldProps) {
    super(props);
    this.state = { text: TypedField.shown(props.value, props.field), stored: props.value };
  }

  static getDerivedStateFromProps(props: FieldProps, state: { text: string; stored: unknown }) {
    // A value set from elsewhere (the entry loaded, a revert) replaces what was typed.
    return props.value === state.stored
      ? null
      : { text: TypedField.shown(props.value, props.field), stored: props.value };
  }

  private static shown(value: unknown, field: ImmutableMap): string {
    if (typeof value === "number") return field.get("widget") === "dinheiro" ? moneyText(value) : String(value);
    return typeof value === "string" && value !== FREE ? value : "";
  }

  protected type(text: string, stored: unknown) {
    this.setState({ text, stored });
    this.write(stored);
  }

  /** Its input: what is typed shows as typed, and the entry gets what `read` makes of it. */
  protected input(read: Reader, attributes: ComponentProps<"input">): ReactNode {
    return (
      <input
        {...inputNames(this.props.forID)}
        className={this.props.classNameWrapper}
        type="text"
        autoComplete="off"
        value={this.state.text}
        onChange={(event) => this.type(event.currentTarget.value, stored(read, event.currentTarget.value))}
        {...attributes}
      />
    );
  }
}

/** An input named by the CMS's label of its field, and described by the field's error when there is one. */
const inputNames = (forID: string) => ({
  id: forID,
  "aria-labelledby": `${forID}-label`,
  "aria-describedby": `${forID}-error`,
});

/** 1500 as a Brazilian writes it in a form: "1.500,00". */
const moneyText = (value: number) =>
  new Intl.NumberFormat("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value);

/** Reais: "100", "100,00", "R$ 1.500" are read as the number meant; a fee that may be free has its "Grátis". */
class MoneyField extends TypedField {
  protected override problem() {
    // Outside the facts files, the one money field is a part's price (Tipos de máquina): its schema checks it.
    if (this.props.field.get("part") !== undefined) return super.problem();
    const result = partPrice.safeParse(this.props.value);
    return result.success ? undefined : upperFirst(result.error.issues[0]!.message);
  }

  override render(): ReactNode {
    const { value, field } = this.props;
    const free = value === FREE;
    const parsed = parseMoney(this.state.text);
    return (
      <div ref={this.ref} style={{ display: "grid", gap: "0.5rem" }}>
        {this.input(parseMoney, { inputMode: "decimal", disabled: free, ...(free && { value: "" }) })}
        {field.get("free") === true && (
          <label style={{ display: "flex", gap: "0.5rem", alignItems: "center" }}>
            <input
              type="checkbox"
              checked={free}
              onChange={(event) =>
                this.type(this.state.text, event.currentTarget.checked ? FREE : stored(parseMoney, this.state.text))
              }
            />
            {adminEntryCheck.free}
          </label>
        )}
        {!free && parsed.ok && parsed.value > 0 && (
          <small>{adminEntryCheck.moneyRead(formatMoney(parsed.value))}</small>
        )}
      </div>
    );
  }
}

/** What a typed field makes of its text: a value, or no value. */
type Reader = (text: string) => { ok: true; value: unknown } | { ok: false };

/**
 * What a typed field stores: what was read, or the text it could not read, which the schema then refuses with the
 * reason (nothing becomes 0); nothing for an empty field.
 */
function stored(read: Reader, text: string) {
  const result = read(text);
  return result.ok ? result.value : text.trim() || undefined;
}

/**
 * A whole number (days, minutes, a percentage, a year): "30", "1.500" and "10%" are read as the number meant; "7,5"
 * is refused, where a browser's number field would drop the comma and save 75.
 */
class WholeNumberField extends TypedField {
  protected override problem() {
    const parsed = parseWholeNumber(this.state.text);
    // Text it could not read is kept as text, which the schema refuses as no number: the reason is this one.
    if (!parsed.ok && this.state.text.trim()) return upperFirst(parsed.message);
    return super.problem();
  }

  override render(): ReactNode {
    return this.input(parseWholeNumber, { ref: this.ref, inputMode: "numeric" });
  }
}

/** A phone number typed any way people write it, kept as "(19) 99123-4567"; the phone's number pad opens. */
class PhoneField extends TypedField {
  override render(): ReactNode {
    return this.input(parsePhone, {
      ref: this.ref,
      type: "tel",
      inputMode: "tel",
      autoComplete: "tel",
      onBlur: () => {
        const read = parsePhone(this.state.text);
        if (read.ok && read.value !== this.state.text) this.setState({ text: read.value });
      },
    });
  }
}

/**
 * The check of the whole entry, at the top of the form: it names every problem with its field, also of fields the
 * CMS has not drawn yet (it draws a field once it comes into view), and stops the save while there is one.
 */
class EntryCheck extends Checked {
  private problems() {
    const labels = (this.props.field.toJS()["labels"] ?? {}) as Record<string, string>;
    return problemsOf(issuesNow(entryOf(this.props), partOfField(this.props)), labels);
  }

  protected problem() {
    const problems = this.problems();
    return problems.length ? adminEntryCheck.problems(problems) : undefined;
  }

  override render(): ReactNode {
    return this.problems().length ? null : <p>{adminEntryCheck.ok}</p>;
  }
}

/** The facts as this form has them now and the other files as saved. */
function factsNow(props: FieldProps): Record<string, unknown> {
  const part = partOfField(props);
  const others = FACTS_PARTS.filter(({ name }) => name !== part).map(({ name }) => saved.facts[name]);
  return Object.assign({}, ...others.filter((content) => typeof content === "object"), entryOf(props));
}

/**
 * A job photo's choice among values of the saved facts (its town among the towns served, as saved now in
 * "Cidades e atendimento"), the build's list until the forms have read the facts. A value no longer offered gets
 * the build's message.
 */
class SavedChoiceField extends Checked {
  private config?: { source: ImmutableMap; options: string; value: Record<string, unknown> };

  private options(): string[] {
    const { field } = this.props;
    const from = String(field.get("options_saved"));
    const read = Object.values(saved.facts).some((content) => content !== undefined);
    const facts = Object.assign({}, ...Object.values(saved.facts).filter((content) => typeof content === "object"));
    return read ? valuesAt(facts, from) : ((field.toJS()["options"] ?? []) as string[]);
  }

  protected problem() {
    const { value } = this.props;
    const towns = this.options();
    const result = workSchema({ photo: z.any(), family: z.any(), towns, today: "9999-12-31" })
      .pick({ town: true })
      .safeParse({ town: value });
    return result.success ? undefined : upperFirst(result.error.issues[0]!.message);
  }

  override render(): ReactNode {
    const options = this.options();
    const key = JSON.stringify(options);
    if (this.config?.source !== this.props.field || this.config.options !== key)
      this.config = {
        source: this.props.field,
        options: key,
        value: { ...this.props.field.toJS(), widget: "select", options },
      };
    const Control = cms?.getFieldType("select")?.control as BuiltInControl | undefined;
    if (!Control) return null;
    return (
      <div ref={this.ref} style={{ display: "contents" }}>
        <Control value={this.props.value} field={this.config.value} forID={this.props.forID} onChange={this.write} />
      </div>
    );
  }
}

const Preview = ({ value }: { value: unknown }) => (value === undefined || value === null ? null : String(value));

/** Registers the fields with the CMS, before CMS.init(). */
export function registerFormFields(api: Cms) {
  cms = api;
  api.registerFieldType("verificado", control(VerifiedField), Preview);
  api.registerFieldType("dinheiro", control(MoneyField), Preview);
  api.registerFieldType("inteiro", control(WholeNumberField), Preview);
  api.registerFieldType("telefone", control(PhoneField), Preview);
  api.registerFieldType("conferencia", control(EntryCheck), () => null);
  api.registerFieldType("escolha-salva", control(SavedChoiceField), Preview);
  // The facts files as they are shipped: keys in the fields' order, each string in double quotes.
  const fields = fieldsOf(jsonSchemaOf(businessSchema));
  for (const { name } of FACTS_PARTS)
    api.registerCustomFormat(factsFormat(name), "yaml", {
      fromFile: (text) => (saved.facts[name] = parse(text) ?? {}),
      toFile: ({ [ENTRY_CHECK]: _check, ...data }) => {
        saved.facts[name] = data;
        return asTheFormsWrite(data, fields);
      },
    });
  // A job's keys in its schema's order, as the form lists its fields.
  const workSchemaJson = jsonSchemaOf(
    workSchema({ photo: z.string(), family: z.string(), towns: [], today: "9999-12-31" }),
  );
  const workFields = Object.keys(workSchemaJson.properties ?? {}).map((name) => ({ name }));
  const keep = (work: unknown) => {
    const { photo, town, caption } = (work ?? {}) as Record<string, unknown>;
    if (typeof photo === "string") saved.works.set(photo, { town: String(town ?? ""), caption: String(caption ?? "") });
    return work;
  };
  api.registerCustomFormat(WORKS_FORMAT, "yaml", {
    fromFile: (text) => keep(parse(text)),
    toFile: (data) => asTheFormsWrite(keep(data), workFields),
  });
}
