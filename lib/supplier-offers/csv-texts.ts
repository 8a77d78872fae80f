import type { Locale } from "@/lib/i18n/routing";

/**
 * Texts of the offer CSV import (spec section 5) in both languages. Placeholders: {row}, {column},
 * {limit}, {count}, {name}, {names}.
 */
const texts = {
  en: {
    too_large: "The file is larger than {limit} MB: split it or remove unused rows",
    too_many_rows: "The file has more than {limit} offers: import at most {limit} at a time",
    too_many_columns: "Row {row} has more than {limit} columns: check the separator (a comma) and the quote character",
    cell_too_long: "Row {row} has a cell longer than {limit} characters: check the quote character",
    encoding: "The file is not UTF-8 text: save it as CSV UTF-8",
    quotes: "Row {row}: a quoted cell is not closed or a quote is misplaced; check the quote and escape characters",
    options: "The quote and escape characters must each be one character other than a comma or a line break",
    empty: "The file is empty: the first row must be the header {names}",
    columnCount: "Expected {limit} columns, found {count}",
    emptyLine: "Empty line: remove it or turn on “Skip empty lines”",
    unknownHeader: "Unknown column “{name}”: the columns are {names}",
    missingHeader: "The column “{name}” is missing from the header",
    duplicateHeader: "The column “{name}” appears twice in the header",
    unknownOffer: "Unknown offer id: leave it empty to create a new offer",
    duplicateUid: "This offer id already appears in row {row}",
  },
  ru: {
    too_large: "Файл больше {limit} МБ: разделите его или удалите лишние строки",
    too_many_rows: "В файле больше {limit} предложений: импортируйте не более {limit} за раз",
    too_many_columns: "В строке {row} больше {limit} столбцов: проверьте разделитель (запятая) и символ кавычки",
    cell_too_long: "В строке {row} есть ячейка длиннее {limit} символов: проверьте символ кавычки",
    encoding: "Файл не в кодировке UTF-8: сохраните его как «CSV UTF-8»",
    quotes: "Строка {row}: ячейка в кавычках не закрыта или кавычка стоит не на месте; проверьте символы кавычки и экранирования",
    options: "Символы кавычки и экранирования должны быть одним символом, но не запятой и не переводом строки",
    empty: "Файл пуст: первая строка должна быть заголовком {names}",
    columnCount: "Ожидалось столбцов: {limit}, найдено: {count}",
    emptyLine: "Пустая строка: удалите её или включите «Пропускать пустые строки»",
    unknownHeader: "Неизвестный столбец «{name}»: допустимые столбцы — {names}",
    missingHeader: "В заголовке нет столбца «{name}»",
    duplicateHeader: "Столбец «{name}» встречается в заголовке дважды",
    unknownOffer: "Неизвестный идентификатор предложения: оставьте его пустым, чтобы создать новое предложение",
    duplicateUid: "Этот идентификатор предложения уже есть в строке {row}",
  },
} as const satisfies Record<Locale, Record<string, string>>;

export type CsvTextKey = keyof (typeof texts)["en"];

/** The text of `key` in `locale` with its placeholders filled (a header name from the file cut to 60 characters). */
export function csvText(locale: Locale, key: CsvTextKey, params: Record<string, string | number> = {}): string {
  return texts[locale][key].replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name] === undefined ? "" : String(params[name]);
    return name === "name" && value.length > 60 ? `${value.slice(0, 60)}…` : value;
  });
}
