"use client";

import { useId, useRef, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { answerMessage } from "@/components/api/answer-errors";
import { apiRequest } from "@/components/api/client";
import { getJson } from "@/components/api/query";
import { errorClass, labelClass } from "@/components/settings/section-card";
import { buttonClass } from "@/components/ui/button";
import { can } from "@/lib/organizations/permissions";
import { useSupplierOrganization } from "../supplier-context";
import { offerKeys } from "./queries";

/** The offer's images as GET/POST/DELETE /api/supplier/offers/{id}/images answer them (lib/supplier-offers/images.ts). */
export type OfferImagesAnswer = {
  uid: string;
  custom: boolean;
  media: { image1x1: string | null; image4x3: string | null; image16x9: string | null; image16x9_small: string | null; image16x9_medium: string | null; image_social: string | null };
};

/** The server's limit (lib/supplier-offers/image-renditions.ts), checked here first to spare the upload. */
const MAX_BYTES = 8 * 1024 * 1024;
const imagesKey = (uid: string) => [...offerKeys.one(uid), "images"] as const;
const imagesPath = (uid: string) => `/api/supplier/offers/${encodeURIComponent(uid)}/images`;

/**
 * The offer's image, under its update form: the current 16:9 rendition, a file field
 * that uploads a PNG, JPEG or WebP as it is picked (the server judges the bytes, crops the renditions
 * and answers its own text on refusal, shown under the field), and "Use the generated cover".
 * Read-only for a viewer.
 */
export function OfferImages({ uid }: { uid: string }) {
  const t = useTranslations("supplierOfferImages");
  const org = useSupplierOrganization();
  const client = useQueryClient();
  const fieldId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const writable = can(org.role, "offers.write");
  const images = useQuery({
    queryKey: imagesKey(uid),
    queryFn: ({ signal }) => getJson<OfferImagesAnswer>(imagesPath(uid), signal),
  });
  const done = (data: OfferImagesAnswer) => {
    client.setQueryData(imagesKey(uid), data);
    setError(null);
    if (input.current) input.current.value = "";
  };
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_BYTES) throw new Error(t("tooLarge"));
      const result = await apiRequest<OfferImagesAnswer>(imagesPath(uid), { method: "POST", raw: { data: file, type: file.type || "application/octet-stream" }, silent: true });
      if (!result.ok) throw new Error(answerMessage(result.body) ?? t("failed"));
      return result.data;
    },
    onSuccess: done,
    onError: (e) => setError(e instanceof Error ? e.message : t("failed")),
  });
  const reset = useMutation({
    mutationFn: async () => {
      const result = await apiRequest<OfferImagesAnswer>(imagesPath(uid), { method: "DELETE", silent: true });
      if (!result.ok) throw new Error(answerMessage(result.body) ?? t("resetFailed"));
      return result.data;
    },
    onSuccess: done,
    onError: (e) => setError(e instanceof Error ? e.message : t("resetFailed")),
  });
  const busy = upload.isPending || reset.isPending;
  const current = images.data?.media.image16x9 ?? null;

  return (
    <section aria-labelledby={`${fieldId}-title`} className="mt-8 rounded-lg border border-slate-200 p-4">
      <h2 id={`${fieldId}-title`} className="text-lg font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{t("intro")}</p>
      {images.isPending ? (
        <p className="mt-3 text-sm text-slate-700">{t("loading")}</p>
      ) : images.isError ? (
        <div role="alert" className="mt-3 flex flex-wrap items-center gap-3 text-sm text-red-800">
          <span>{t("loadError")}</span>
          <button type="button" className={buttonClass("secondary")} onClick={() => void images.refetch()}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <figure className="mt-3 max-w-xl">
          {current ? (
            // An immutable media URL (SVG cover or JPEG rendition) in a reserved 16:9 box: no optimisation needed.
            // eslint-disable-next-line @next/next/no-img-element
            <img src={current} width={1280} height={720} alt={t("alt")} className="aspect-video h-auto w-full rounded-md border border-slate-200 object-cover" />
          ) : null}
          <figcaption className="mt-1 text-sm text-slate-700">
            {t("current")}: {images.data.custom ? t("custom") : t("generated")}
          </figcaption>
        </figure>
      )}
      {writable ? (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-64 flex-1">
            <label htmlFor={fieldId} className={labelClass}>
              {t("file")}
            </label>
            <input
              id={fieldId}
              ref={input}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="mt-1 block w-full text-sm text-slate-900"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(e) => {
                const file = e.target.files?.[0];
                setError(null);
                if (file) upload.mutate(file);
              }}
            />
            <p id={errorId} role="alert" className={error ? errorClass : "sr-only"}>
              {error ?? ""}
            </p>
            {upload.isPending ? (
              <p role="status" className="mt-1 text-sm text-slate-700">
                {t("uploading")}
              </p>
            ) : null}
          </div>
          <button type="button" className={buttonClass("secondary")} disabled={busy || !images.data?.custom} onClick={() => reset.mutate()}>
            {reset.isPending ? t("resetting") : t("useCover")}
          </button>
        </div>
      ) : (
        <p className="mt-3 text-sm text-slate-700">{t("readOnly")}</p>
      )}
    </section>
  );
}
