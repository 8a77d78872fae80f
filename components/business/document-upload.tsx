"use client";

import { useId, useRef, useState, type DragEvent } from "react";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { answerText } from "@/components/api/answer-errors";
import { useRefreshBusiness } from "./queries";
import { DOCUMENT_ACCEPT, uploadDocument } from "./upload";

type Refusal = { name: string; text: string };

/**
 * Step 2's upload (spec section 5: png, jpg or PDF scans): a file input inside a drop zone. Files go
 * up one at a time as raw bytes; the API judges each by its bytes and its refusals (too large, not a
 * PNG/JPG/PDF, too many, not editable) stay listed under the zone with the file's name.
 */
export function DocumentUpload() {
  const t = useTranslations("business.documents");
  const refresh = useRefreshBusiness();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  /** One batch at a time (a drop while uploading is ignored; the input is disabled meanwhile). */
  const busy = useRef(false);
  const [over, setOver] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  async function upload(files: File[]) {
    if (!files.length || busy.current) return;
    busy.current = true;
    const failed: Refusal[] = [];
    let stored = 0;
    for (const file of files) {
      setCurrent(file.name);
      const result = await uploadDocument(file);
      if (result.ok) stored += 1;
      else failed.push({ name: file.name, text: answerText(result.body, t("uploadFailed")) });
    }
    busy.current = false;
    setCurrent(null);
    setRefusals(failed);
    if (input.current) input.current.value = "";
    if (stored) refresh();
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    void upload(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="space-y-3">
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`rounded-lg border-2 border-dashed p-5 text-center ${over ? "border-brand-600 bg-brand-50" : "border-slate-300 bg-slate-50"}`}
      >
        <p id={hintId} className="text-sm text-slate-700">
          {t("dropHint")}
        </p>
        <label className={buttonClass("secondary", "relative mt-3 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60")}>
          {t("choose")}
          <input
            ref={input}
            type="file"
            accept={DOCUMENT_ACCEPT}
            multiple
            disabled={current !== null}
            aria-describedby={hintId}
            onChange={(event) => void upload(Array.from(event.target.files ?? []))}
            className="sr-only"
          />
        </label>
        <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700">
          {current ? t("uploading", { name: current }) : ""}
        </p>
      </div>
      {refusals.length > 0 && (
        <div className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-medium">{t("notUploaded")}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {refusals.map((r, i) => (
              <li key={`${r.name}-${i}`} className="break-words">
                <span className="font-medium">{r.name}</span>: {r.text}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
