/**
 * The flow's texts side by side with one of the 47 `x-hf-language` languages: what each language
 * still misses (counted per language, missing cells marked in words, not by colour alone), edited
 * in place. Each edit is a new document through the canvas's onEdit, so undo/redo and the shared
 * validator's findings cover translations like every other edit; findings about a cell show under it.
 */
import { useMemo, useState } from 'react';
import { LANGUAGES, type Language } from '../../../../src/flows/document/constants.js';
import type { FlowDocument } from '../../../../src/flows/document/types.js';
import type { Finding } from '../canvas/issues.js';
import { missingCount, readCell, translatableTexts, withoutStale, writeCell, type Cell } from './texts.js';

const DEFAULT_LANGUAGE: Language = 'en-US';
const names = new Intl.DisplayNames(['en'], { type: 'language' });
/** `no` is Norwegian in the spec; Intl names the bare code that way too. */
export const languageName = (code: string): string => names.of(code) ?? code;

const cellPath = (language: string, cell: Cell): string =>
  `/translations/${language}/${cell.scope}/${cell.target}/${cell.field}${'sub' in cell ? `/${cell.sub}` : ''}`;

export function TranslationsEditor(props: {
  doc: FlowDocument;
  findings: readonly Finding[];
  onEdit: (doc: FlowDocument, coalesce?: string) => void;
}) {
  const { doc, onEdit } = props;
  const source = doc.defaultLanguage ?? DEFAULT_LANGUAGE;
  const rows = useMemo(() => translatableTexts(doc), [doc]);
  const used = Object.keys(doc.translations ?? {}).filter((l) => l !== source);
  const [chosen, setChosen] = useState<string>(used[0] ?? (source === 'sv' ? 'fi' : 'sv'));
  const language = chosen === source ? (LANGUAGES.find((l) => l !== source) ?? 'sv') : chosen;
  const [onlyMissing, setOnlyMissing] = useState(false);
  const t = doc.translations?.[language];
  const missing = missingCount(doc, language, rows);
  const mine = props.findings.filter((f) => f.path.startsWith('/translations/'));
  const stale = mine.some((f) => f.code === 'unknown_translation_target');
  const shown = onlyMissing ? rows.filter((r) => !readCell(t, r.cell)) : rows;
  const counts = useMemo(() => new Map(LANGUAGES.map((l) => [l, missingCount(doc, l, rows)] as const)), [doc, rows]);

  return (
    <section className="translations" aria-labelledby="translations-title">
      <h2 id="translations-title">Translations</h2>
      <div className="tr-controls">
        <label>
          Texts of the flow are in
          <select
            value={source}
            onChange={(e) => {
              const { defaultLanguage: _d, ...rest } = doc;
              const next = e.target.value as Language;
              onEdit(next === DEFAULT_LANGUAGE ? rest : { ...rest, defaultLanguage: next });
            }}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {l} · {languageName(l)}
              </option>
            ))}
          </select>
        </label>
        <label>
          Translate into
          <select value={language} onChange={(e) => setChosen(e.target.value)}>
            {LANGUAGES.filter((l) => l !== source).map((l) => (
              <option key={l} value={l}>
                {l} · {languageName(l)} — {counts.get(l) === 0 ? 'complete' : `${counts.get(l)} missing`}
              </option>
            ))}
          </select>
        </label>
        <label className="check">
          <input type="checkbox" checked={onlyMissing} onChange={(e) => setOnlyMissing(e.target.checked)} />
          Only missing texts
        </label>
      </div>
      <p role="status" className={missing === 0 ? 'ok' : 'muted'}>
        {languageName(language)} ({language}): {rows.length - missing} of {rows.length} texts translated
        {missing > 0 ? `, ${missing} missing (the flow’s own text is shown instead)` : ', complete'}.
      </p>
      {used.length > 0 && (
        <ul className="tr-coverage" aria-label="Languages with translations">
          {used.map((l) => (
            <li key={l}>
              <button
                type="button"
                className="secondary small"
                aria-pressed={l === language}
                onClick={() => setChosen(l)}
              >
                {l}: {rows.length - (counts.get(l as Language) ?? 0)}/{rows.length}
                {(counts.get(l as Language) ?? 0) > 0 ? ` · ${counts.get(l as Language)} missing` : ' · complete'}
              </button>
            </li>
          ))}
        </ul>
      )}
      {mine.length > 0 && (
        <div className="tr-findings">
          <ul className="findings" aria-label="Findings about translations">
            {mine.map((f, i) => (
              <li key={i} className={f.severity}>
                <span className="sev">{f.severity}</span> <code>{f.path}</code>: {f.message}
              </li>
            ))}
          </ul>
          {stale && (
            <button type="button" className="secondary small" onClick={() => onEdit(withoutStale(doc))}>
              Remove texts of deleted steps, fields and options
            </button>
          )}
        </div>
      )}
      {rows.length === 0 ? (
        <p className="muted">This flow has no texts yet: add steps and fields on the canvas first.</p>
      ) : (
        <table className="tr-table">
          <thead>
            <tr>
              <th scope="col">Step</th>
              <th scope="col">Text</th>
              <th scope="col">{source} (flow)</th>
              <th scope="col">{language}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => {
              const value = readCell(t, r.cell) ?? '';
              const problems = mine.filter((f) => f.path === cellPath(language, r.cell));
              const inputLabel = `${r.group}: ${r.label} in ${languageName(language)}`;
              return (
                <tr key={r.id} className={value === '' ? 'missing' : undefined}>
                  <td>{r.group}</td>
                  <td>{r.label}</td>
                  <td>{r.source ?? <span className="muted">(Onward’s default text)</span>}</td>
                  <td>
                    <input
                      aria-label={inputLabel}
                      value={value}
                      placeholder={r.source}
                      aria-invalid={problems.length > 0 || undefined}
                      onChange={(e) =>
                        onEdit(writeCell(doc, language, r.cell, e.target.value), `tr:${language}:${r.id}`)
                      }
                    />
                    {value === '' && <span className="missing-tag">missing</span>}
                    {problems.map((p, i) => (
                      <span key={i} className="error cell-error">
                        {p.message}
                      </span>
                    ))}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
