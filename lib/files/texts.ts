import { fillMessage } from "@/lib/api/messages";
import type { Locale } from "@/lib/i18n/routing";

/** Texts of file uploads (organisation documents), in the answer language. Spec section 5 gives `unsupported`. */
const texts = {
  en: {
    empty: "The file is empty",
    unsupported: "Documents must be png, jpg or PDF scans",
    activeContent: "The file contains web page or script content: upload a plain png, jpg or PDF scan",
    trailingData: "The image has extra data after its end (a motion photo or an attached file): export it as a plain png or jpg",
    malformed: "The file is damaged or incomplete: upload it again or export a new png, jpg or PDF",
    pdfActive: "The PDF contains {name}: scripts, actions, forms and attached files are not accepted. Print it to a new PDF or upload a png or jpg scan",
    pdfUnchecked: "The PDF's contents cannot be checked (it is encrypted or compressed in an unusual way): print it to a new PDF or upload a png or jpg scan",
    tooLarge: "The file is larger than {limit}",
    tooMany: "An organisation keeps at most {max} documents: delete one first",
    interrupted: "The upload was interrupted: try again",
    defaultName: "document",
  },
  ru: {
    empty: "Файл пустой",
    unsupported: "Документы должны быть сканами в формате png, jpg или PDF",
    activeContent: "Файл содержит веб-страницу или скрипт: загрузите обычный скан png, jpg или PDF",
    trailingData: "В изображении есть данные после его конца (живое фото или вложенный файл): сохраните его как обычный png или jpg",
    malformed: "Файл повреждён или загружен не полностью: загрузите его снова или сохраните заново как png, jpg или PDF",
    pdfActive: "PDF содержит {name}: скрипты, действия, формы и вложенные файлы не принимаются. Распечатайте его в новый PDF или загрузите скан png или jpg",
    pdfUnchecked: "Содержимое PDF невозможно проверить (он зашифрован или сжат необычным способом): распечатайте его в новый PDF или загрузите скан png или jpg",
    tooLarge: "Файл больше {limit}",
    tooMany: "У организации может быть не больше {max} документов: сначала удалите один",
    interrupted: "Загрузка прервалась: попробуйте ещё раз",
    defaultName: "документ",
  },
} as const;

export type FileTextKey = keyof (typeof texts)["en"];

export function fileText(locale: Locale, key: FileTextKey, params: Record<string, string> = {}): string {
  return fillMessage(texts[locale][key], params);
}
