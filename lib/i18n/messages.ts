import enBase from "@/messages/en.json";
import ruBase from "@/messages/ru.json";
import enAccount from "@/messages/en/account.json";
import ruAccount from "@/messages/ru/account.json";
import enSettings from "@/messages/en/settings.json";
import ruSettings from "@/messages/ru/settings.json";
import enProfiles from "@/messages/en/profiles.json";
import ruProfiles from "@/messages/ru/profiles.json";
import enVocabulary from "@/messages/en/vocabulary.json";
import ruVocabulary from "@/messages/ru/vocabulary.json";
import enCountries from "@/messages/en/countries.json";
import ruCountries from "@/messages/ru/countries.json";
import enCart from "@/messages/en/cart.json";
import ruCart from "@/messages/ru/cart.json";
import enOrders from "@/messages/en/orders.json";
import ruOrders from "@/messages/ru/orders.json";
import enBusiness from "@/messages/en/business.json";
import ruBusiness from "@/messages/ru/business.json";
import enSupplier from "@/messages/en/supplier.json";
import ruSupplier from "@/messages/ru/supplier.json";
import enStaff from "@/messages/en/staff.json";
import ruStaff from "@/messages/ru/staff.json";
import enIpBlocks from "@/messages/en/ip-blocks.json";
import ruIpBlocks from "@/messages/ru/ip-blocks.json";
import enOfferImages from "@/messages/en/offer-images.json";
import ruOfferImages from "@/messages/ru/offer-images.json";
import enSupport from "@/messages/en/support.json";
import ruSupport from "@/messages/ru/support.json";
import enApi from "@/messages/en/api.json";
import ruApi from "@/messages/ru/api.json";
import enDocuments from "@/messages/en/documents.json";
import ruDocuments from "@/messages/ru/documents.json";
import enVatMentions from "@/messages/en/vat-mentions.json";
import ruVatMentions from "@/messages/ru/vat-mentions.json";
import enMail from "@/messages/en/mail.json";
import ruMail from "@/messages/ru/mail.json";
import enSupplierOfferErrors from "@/messages/en/supplier-offer-errors.json";
import ruSupplierOfferErrors from "@/messages/ru/supplier-offer-errors.json";
import type { Locale } from "./routing";

/**
 * All interface texts of a language: the catalogue's messages/<locale>.json plus one file per
 * account-area namespace (messages/<locale>/<namespace>.json), each file's top-level keys being
 * namespaces. The server's own texts (API answers, notifications, e-mails) are namespaces too:
 * api.json, mail.json, documents.json, vat-mentions.json and supplier-offer-errors.json, read through lib/i18n/server-text.ts. A unit
 * test checks both languages have the same keys.
 */
export const allMessages = {
  en: { ...enBase, ...enAccount, ...enSettings, ...enProfiles, ...enVocabulary, ...enCountries, ...enCart, ...enOrders, ...enBusiness, ...enSupplier, ...enStaff, ...enIpBlocks, ...enOfferImages, ...enSupport, ...enApi, ...enMail, ...enDocuments, ...enVatMentions, ...enSupplierOfferErrors },
  ru: { ...ruBase, ...ruAccount, ...ruSettings, ...ruProfiles, ...ruVocabulary, ...ruCountries, ...ruCart, ...ruOrders, ...ruBusiness, ...ruSupplier, ...ruStaff, ...ruIpBlocks, ...ruOfferImages, ...ruSupport, ...ruApi, ...ruMail, ...ruDocuments, ...ruVatMentions, ...ruSupplierOfferErrors },
} satisfies Record<Locale, Record<string, unknown>>;
