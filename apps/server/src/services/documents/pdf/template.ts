/**
 * The official IRS templates, parsed once per process and copied per request. Parsing a fillable
 * form is most of the cost of a PDF (hundreds of objects per form); a copy of the parsed objects
 * is several times cheaper and leaves the cached original untouched, so requests never see each
 * other's values.
 */
import { readFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import {
  PDFArray,
  PDFCatalog,
  PDFCheckBox,
  PDFContext,
  PDFDict,
  PDFDocument,
  PDFFlateStream,
  PDFName,
  PDFPageLeaf,
  PDFPageTree,
  PDFRawStream,
  PDFTextField,
  drawObject,
  popGraphicsState,
  pushGraphicsState,
  rotateInPlace,
  translate,
  type PDFField,
  type PDFFont,
  type PDFForm,
  type PDFObject,
  type PDFPage,
  type PDFRef,
  type PDFWidgetAnnotation,
} from 'pdf-lib';

const parsed = new Map<string, Promise<PDFDocument>>();

/** The template parsed, with its XFA copy of the fields removed (we fill the AcroForm). */
function source(path: string): Promise<PDFDocument> {
  let doc = parsed.get(path);
  if (!doc) {
    doc = PDFDocument.load(new Uint8Array(readFileSync(path)), { updateMetadata: false }).then((d) => {
      // pdf-lib would drop the XFA itself on getForm(), printing a warning each time.
      d.catalog.lookupMaybe(PDFName.of('AcroForm'), PDFDict)?.delete(PDFName.of('XFA'));
      return d;
    });
    doc.catch(() => parsed.delete(path));
    parsed.set(path, doc);
  }
  return doc;
}

/**
 * A deep copy of a direct object into `ctx`: dictionaries and arrays are copied all the way down
 * (filling sets entries in nested appearance dictionaries), references stay references, and stream
 * bytes are shared because pdf-lib never changes them in place.
 */
function copy(obj: PDFObject, ctx: PDFContext): PDFObject {
  if (obj instanceof PDFRawStream) return PDFRawStream.of(copy(obj.dict, ctx) as PDFDict, obj.contents);
  if (obj instanceof PDFArray) {
    const a = PDFArray.withContext(ctx);
    for (let i = 0; i < obj.size(); i++) a.push(copy(obj.get(i), ctx));
    return a;
  }
  if (obj instanceof PDFDict) {
    // The parser gives the catalog and the page tree their own classes, which the document needs.
    const d =
      obj instanceof PDFPageLeaf
        ? PDFPageLeaf.fromMapWithContext(new Map(), ctx)
        : obj instanceof PDFCatalog
          ? PDFCatalog.fromMapWithContext(new Map(), ctx)
          : obj instanceof PDFPageTree
            ? PDFPageTree.fromMapWithContext(new Map(), ctx)
            : PDFDict.withContext(ctx);
    for (const [k, v] of obj.entries()) d.set(k, copy(v, ctx));
    return d;
  }
  return obj;
}

/** A fresh, fillable copy of the template at `path` (parsed only the first time). */
export async function loadTemplate(path: string): Promise<PDFDocument> {
  const src = await source(path);
  const ctx = PDFContext.create();
  ctx.header = src.context.header;
  ctx.trailerInfo = { ...src.context.trailerInfo };
  for (const [ref, obj] of src.context.enumerateIndirectObjects()) ctx.assign(ref, copy(obj, ctx));
  // The constructor is not public; it is what PDFDocument.load itself calls with a parsed context.
  const Doc = PDFDocument as unknown as new (
    c: PDFContext,
    ignoreEncryption: boolean,
    updateMetadata: boolean,
  ) => PDFDocument;
  return new Doc(ctx, false, false);
}

/** The form's fields by name, found once: pdf-lib's getTextField scans every field on each call. */
export function fieldIndex(form: PDFForm): {
  all: PDFField[];
  text: (name: string) => PDFTextField;
  checkBox: (name: string) => PDFCheckBox;
  field: (name: string) => PDFField;
} {
  const all = form.getFields();
  const byName = new Map(all.map((f) => [f.getName(), f]));
  const get = (name: string): PDFField => {
    const f = byName.get(name);
    if (!f) throw new Error(`PDF field not found: ${name}`);
    return f;
  };
  return {
    all,
    field: get,
    text: (name) => {
      const f = get(name);
      if (!(f instanceof PDFTextField)) throw new Error(`PDF field ${name} is not a text field`);
      return f;
    },
    checkBox: (name) => {
      const f = get(name);
      if (!(f instanceof PDFCheckBox)) throw new Error(`PDF field ${name} is not a check box`);
      return f;
    },
  };
}

interface FormInternals {
  findWidgetPage(widget: PDFWidgetAnnotation): PDFPage;
  findWidgetAppearanceRef(field: PDFField, widget: PDFWidgetAnnotation): PDFRef;
}

/**
 * Flattens only what was filled: a text field with a value and a ticked check box are drawn into
 * the page (as pdf-lib's flatten does), every other field just disappears. pdf-lib's own flatten
 * builds and compresses an appearance for each of the hundreds of empty fields of an IRS form,
 * which was most of the time of a PDF; an empty field draws nothing either way.
 */
export function flattenFilled(doc: PDFDocument, form: PDFForm, fields: PDFField[], font: PDFFont): void {
  const internals = form as unknown as FormInternals;
  for (const field of fields) {
    const filled =
      (field instanceof PDFTextField && (field.getText() ?? '') !== '') ||
      (field instanceof PDFCheckBox && field.isChecked());
    if (!filled) continue;
    if (field.needsAppearancesUpdate()) field.defaultUpdateAppearances(font);
    for (const widget of field.acroField.getWidgets()) {
      const page = internals.findWidgetPage(widget);
      const xObject = page.node.newXObject('FlatWidget', internals.findWidgetAppearanceRef(field, widget));
      const r = widget.getRectangle();
      page.pushOperators(
        pushGraphicsState(),
        translate(r.x, r.y),
        ...rotateInPlace({ ...r, rotation: 0 }),
        drawObject(xObject),
        popGraphicsState(),
      );
    }
  }
  for (const page of doc.getPages()) {
    const annots = page.node.Annots();
    if (!annots) continue;
    for (let i = annots.size() - 1; i >= 0; i--) {
      const a = doc.context.lookupMaybe(annots.get(i), PDFDict);
      if (a?.get(PDFName.of('Subtype')) === PDFName.of('Widget')) annots.remove(i);
    }
  }
  doc.catalog.delete(PDFName.of('AcroForm'));
}

/**
 * Compresses the streams pdf-lib made (appearances, page contents) with Node's zlib instead of its
 * JavaScript deflate, which set up a fresh 64 KB window for each of hundreds of tiny streams. The
 * bytes stay deterministic: same input, same level, same output.
 */
export function useNativeDeflate(doc: PDFDocument): void {
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (!(obj instanceof PDFFlateStream)) continue;
    const stream = obj as unknown as FlateInternals;
    if (!stream.encode) continue;
    let bytes: Uint8Array | undefined;
    stream.contentsCache = {
      access: () => (bytes ??= new Uint8Array(deflateSync(obj.getUnencodedContents()))),
      invalidate: () => {
        bytes = undefined;
      },
    };
  }
}

interface FlateInternals {
  encode: boolean;
  contentsCache: { access(): Uint8Array; invalidate(): void };
}
