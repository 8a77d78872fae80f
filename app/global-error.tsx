"use client";

import { usePathname } from "next/navigation";
import "./globals.css";

/**
 * Last-resort screen when the root layout itself fails: it replaces the layout, so the message
 * provider is gone too. The two texts mirror errors.errorTitle / errors.errorText / errors.tryAgain
 * of messages/*.json (kept inline so this bundle does not carry every message).
 */
const texts = {
  en: { title: "Something went wrong", text: "An unexpected error occurred while loading this page. Please try again.", retry: "Try again" },
  ru: { title: "Что-то пошло не так", text: "При загрузке страницы произошла непредвиденная ошибка. Попробуйте ещё раз.", retry: "Попробовать снова" },
} as const;

export default function GlobalError({ retry }: { error: unknown; retry: () => void }) {
  const pathname = usePathname() ?? "/";
  const locale = pathname === "/ru" || pathname.startsWith("/ru/") ? "ru" : "en";
  const t = texts[locale];
  return (
    <html lang={locale}>
      <body className="flex min-h-screen items-center justify-center bg-slate-50 p-6 text-slate-900">
        <main role="alert" className="max-w-xl text-center">
          <title>{t.title}</title>
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="mt-3 text-slate-700">{t.text}</p>
          <button
            type="button"
            onClick={() => retry()}
            className="mt-6 rounded bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
          >
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  );
}
