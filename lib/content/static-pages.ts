import type { Locale } from "@/lib/i18n/routing";

/**
 * Texts of the public information pages (spec section 2: /privacy-policy, /terms, /about, /refund).
 * Kept here rather than in messages/*.json: they are long documents, read only by these server
 * pages, and never sent to the browser as part of the client message bundle.
 */
export type StaticPageSection = { heading: string; paragraphs: string[] };
export type StaticPageContent = { title: string; description: string; intro: string; sections: StaticPageSection[] };
export type StaticPageSlug = "about" | "terms" | "privacy-policy" | "refund";

/** Date of the current version of the legal texts (shown as "last updated"). */
export const STATIC_PAGES_UPDATED = "2026-01-15";

const pages: Record<StaticPageSlug, Record<Locale, StaticPageContent>> = {
  about: {
    en: {
      title: "About us",
      description:
        "Infra Market is an open marketplace for dedicated and virtual servers, GPU servers, computing, VPN and proxies from independent providers, with one cart and one payment.",
      intro:
        "Infra Market brings the offers of independent infrastructure providers into one catalogue. You compare servers, GPUs, VPN and proxies side by side, put resources from several providers into one cart and pay once.",
      sections: [
        {
          heading: "What we do",
          paragraphs: [
            "Buying infrastructure usually means opening a dozen tabs, comparing specifications written in a dozen different ways and signing up with every provider separately. We collect the offers in one place, describe them with the same attributes — CPU, memory, disks, bandwidth, GPU model, protocols, location — and let you filter and sort them the same way in every category.",
            "Every offer shows its price in euros, the billing period, the country and data center, the provider and an estimated delivery time. When you order, the provider receives the configuration you chose and delivers the resource; access details appear in your account as soon as it is ready, in most cases within 15 minutes.",
          ],
        },
        {
          heading: "For buyers",
          paragraphs: [
            "You can browse the whole catalogue without an account. To order, sign in with your e-mail address: one order can hold resources from several providers and is paid with one payment. Invoices, recurring invoices and all your resources are kept in one account, for you or for the whole team of your organisation.",
            "Prices are shown without VAT; the VAT that applies to you is calculated at checkout from your billing details.",
          ],
        },
        {
          heading: "For providers",
          paragraphs: [
            "Hosting companies, data center operators and VPN and proxy services can sell through the marketplace once their business account has been verified. Suppliers publish and update offers by hand, by CSV import or through the API, receive orders by webhook, deliver resources and are paid out for what they sold.",
            "We check the company documents of every supplier before its first offer goes live and keep reviewing offers and delivery times afterwards.",
          ],
        },
        {
          heading: "Our principles",
          paragraphs: [
            "Honest comparison: offers are ranked by the criteria you choose, never by what a provider pays us. Clear prices: what you see in the catalogue is what you are invoiced, plus the VAT that applies. Your data stays yours: we share with a provider only what it needs to deliver your order.",
          ],
        },
        {
          heading: "Contact",
          paragraphs: [
            "Questions about an order or a resource are best asked through the support chat in your account, where we can see the order in question. For partnerships and supplier onboarding, write to partners@inframarket.example; for privacy requests, to privacy@inframarket.example.",
          ],
        },
      ],
    },
    ru: {
      title: "О нас",
      description:
        "Infra Market — открытый маркетплейс выделенных и виртуальных серверов, GPU-серверов, вычислений, VPN и прокси от независимых провайдеров с единой корзиной и одним платежом.",
      intro:
        "Infra Market собирает предложения независимых провайдеров инфраструктуры в одном каталоге. Вы сравниваете серверы, GPU, VPN и прокси рядом друг с другом, складываете ресурсы разных провайдеров в одну корзину и оплачиваете их одним платежом.",
      sections: [
        {
          heading: "Что мы делаем",
          paragraphs: [
            "Покупка инфраструктуры обычно означает десяток вкладок, характеристики, описанные десятком разных способов, и отдельную регистрацию у каждого провайдера. Мы собираем предложения в одном месте, описываем их одинаковыми атрибутами — процессор, память, диски, канал, модель GPU, протоколы, расположение — и даём фильтровать и сортировать их одинаково в каждой категории.",
            "У каждого предложения указаны цена в евро, период оплаты, страна и дата-центр, провайдер и ориентировочное время выдачи. Когда вы оформляете заказ, провайдер получает выбранную конфигурацию и выдаёт ресурс; данные доступа появляются в вашем аккаунте, как только он готов, — в большинстве случаев в течение 15 минут.",
          ],
        },
        {
          heading: "Покупателям",
          paragraphs: [
            "Каталог можно просматривать без регистрации. Чтобы сделать заказ, войдите по адресу электронной почты: в один заказ можно положить ресурсы нескольких провайдеров и оплатить его одним платежом. Счета, регулярные счета и все ваши ресурсы хранятся в одном аккаунте — вашем личном или общем для команды организации.",
            "Цены указаны без НДС; применимый к вам НДС рассчитывается при оформлении заказа по платёжным данным.",
          ],
        },
        {
          heading: "Провайдерам",
          paragraphs: [
            "Хостинговые компании, операторы дата-центров, VPN- и прокси-сервисы могут продавать через маркетплейс после проверки бизнес-аккаунта. Поставщики публикуют и обновляют предложения вручную, импортом из CSV или через API, получают заказы по вебхукам, выдают ресурсы и получают выплаты за проданное.",
            "Мы проверяем документы компании каждого поставщика до публикации первого предложения и продолжаем следить за предложениями и сроками выдачи после этого.",
          ],
        },
        {
          heading: "Наши принципы",
          paragraphs: [
            "Честное сравнение: предложения упорядочиваются по выбранным вами критериям, а не по тому, сколько провайдер платит нам. Понятные цены: сумма в счёте совпадает с ценой в каталоге плюс применимый НДС. Ваши данные остаются вашими: провайдер получает только то, что нужно для выполнения заказа.",
          ],
        },
        {
          heading: "Контакты",
          paragraphs: [
            "Вопросы о заказе или ресурсе лучше задавать в чате поддержки в личном кабинете — там мы видим нужный заказ. По вопросам партнёрства и подключения поставщиков пишите на partners@inframarket.example, по вопросам персональных данных — на privacy@inframarket.example.",
          ],
        },
      ],
    },
  },
  terms: {
    en: {
      title: "Terms of service",
      description: "The terms that apply when you browse Infra Market, order servers, GPUs, VPN or proxies, or sell through the marketplace as a supplier.",
      intro:
        "These terms govern your use of the Infra Market website and services. By creating an account, placing an order or publishing offers you accept them. Please read them together with the privacy policy and the refund policy.",
      sections: [
        {
          heading: "1. The marketplace and the parties",
          paragraphs: [
            "Infra Market operates an online marketplace on which independent providers (suppliers) offer infrastructure services: dedicated and virtual servers, GPU servers, computing capacity, VPN and proxies. The contract for each resource is concluded between you and the supplier named on the offer; Infra Market acts as the intermediary that lists the offer, takes the order and collects the payment on the supplier's behalf.",
            "Technical specifications, locations and service levels of an offer are provided by the supplier. We check them for plausibility but do not guarantee the performance of a particular resource.",
          ],
        },
        {
          heading: "2. Accounts",
          paragraphs: [
            "You may browse the catalogue without an account. Ordering requires an account, which you sign in to with a one-time code sent to your e-mail address or with a supported third-party sign-in. You are responsible for keeping access to your e-mail account secure and for all actions taken in your account.",
            "An organisation may register a business account. Business accounts are reviewed before approval; we may ask for company registration documents and may decline or suspend an account that provides false information.",
          ],
        },
        {
          heading: "3. Orders, prices and payment",
          paragraphs: [
            "Prices are shown in euros excluding VAT, per billing period (hour, month or year). The VAT that applies is added at checkout according to your billing details. An order is binding once it is paid; one order may contain resources from several suppliers and is paid in one payment.",
            "Recurring resources renew at the end of each billing period and are invoiced in advance unless you cancel them before the renewal date. If a renewal cannot be charged, the supplier may suspend the resource after a grace period.",
          ],
        },
        {
          heading: "4. Delivery",
          paragraphs: [
            "Each offer shows an estimated delivery time. Access details appear in your account when the supplier reports the resource as delivered. If a resource is not delivered within a reasonable time after the estimate, you may cancel the affected item and receive a refund as described in the refund policy.",
          ],
        },
        {
          heading: "5. Acceptable use",
          paragraphs: [
            "You must not use resources bought through the marketplace for unlawful purposes, including sending spam, distributing malware, attacking other systems, infringing intellectual property or hosting content that is illegal in the country of the data center. Suppliers may suspend a resource that is used in breach of these rules; repeated or serious breaches lead to termination of the account without refund.",
          ],
        },
        {
          heading: "6. Suppliers",
          paragraphs: [
            "Suppliers must hold an approved business account, describe their offers accurately, keep prices and availability up to date and deliver ordered resources within the stated time. Payouts are made for delivered resources according to the supplier contract, less the marketplace commission.",
          ],
        },
        {
          heading: "7. Liability",
          paragraphs: [
            "To the extent permitted by law, Infra Market is liable only for intent and gross negligence and, for slight negligence, only for breach of essential obligations and limited to the foreseeable damage. Liability for loss of data is limited to the effort of restoring it from backups that you should keep. Statutory consumer rights remain unaffected.",
          ],
        },
        {
          heading: "8. Changes and governing law",
          paragraphs: [
            "We may change these terms for future orders; we announce material changes by e-mail at least 30 days in advance. The law of the country where Infra Market is established applies, without prejudice to mandatory consumer protection rules of your country of residence.",
          ],
        },
      ],
    },
    ru: {
      title: "Условия использования",
      description:
        "Условия, которые действуют, когда вы пользуетесь Infra Market, заказываете серверы, GPU, VPN или прокси либо продаёте через маркетплейс как поставщик.",
      intro:
        "Эти условия регулируют использование сайта и сервисов Infra Market. Создавая аккаунт, оформляя заказ или публикуя предложения, вы их принимаете. Пожалуйста, читайте их вместе с политикой конфиденциальности и политикой возврата.",
      sections: [
        {
          heading: "1. Маркетплейс и стороны",
          paragraphs: [
            "Infra Market управляет онлайн-маркетплейсом, на котором независимые провайдеры (поставщики) предлагают инфраструктурные услуги: выделенные и виртуальные серверы, GPU-серверы, вычислительные мощности, VPN и прокси. Договор на каждый ресурс заключается между вами и поставщиком, указанным в предложении; Infra Market выступает посредником, который размещает предложение, принимает заказ и получает оплату от имени поставщика.",
            "Технические характеристики, расположение и уровень сервиса предложения указывает поставщик. Мы проверяем их на правдоподобность, но не гарантируем производительность конкретного ресурса.",
          ],
        },
        {
          heading: "2. Аккаунты",
          paragraphs: [
            "Просматривать каталог можно без аккаунта. Для заказа нужен аккаунт, вход в который выполняется по одноразовому коду, отправленному на вашу электронную почту, или через поддерживаемый внешний сервис входа. Вы отвечаете за безопасность доступа к своей почте и за все действия, совершённые в вашем аккаунте.",
            "Организация может зарегистрировать бизнес-аккаунт. Бизнес-аккаунты проходят проверку перед одобрением; мы можем запросить регистрационные документы компании и отказать в регистрации или приостановить аккаунт при предоставлении недостоверных сведений.",
          ],
        },
        {
          heading: "3. Заказы, цены и оплата",
          paragraphs: [
            "Цены указаны в евро без НДС за расчётный период (час, месяц или год). Применимый НДС добавляется при оформлении заказа по вашим платёжным данным. Заказ становится обязательным после оплаты; один заказ может включать ресурсы нескольких поставщиков и оплачивается одним платежом.",
            "Регулярные ресурсы продлеваются в конце каждого расчётного периода, и счёт за следующий период выставляется заранее, если вы не отменили продление до даты списания. Если оплатить продление не удалось, поставщик может приостановить ресурс после льготного периода.",
          ],
        },
        {
          heading: "4. Выдача ресурсов",
          paragraphs: [
            "Для каждого предложения указано ориентировочное время выдачи. Данные доступа появляются в вашем аккаунте, когда поставщик отмечает ресурс как выданный. Если ресурс не выдан в разумный срок после указанного времени, вы можете отменить соответствующую позицию и получить возврат в порядке, описанном в политике возврата.",
          ],
        },
        {
          heading: "5. Допустимое использование",
          paragraphs: [
            "Запрещается использовать ресурсы, купленные через маркетплейс, в незаконных целях, в том числе для рассылки спама, распространения вредоносных программ, атак на другие системы, нарушения прав интеллектуальной собственности или размещения контента, запрещённого в стране дата-центра. Поставщик может приостановить ресурс, используемый с нарушением этих правил; повторные или грубые нарушения ведут к закрытию аккаунта без возврата средств.",
          ],
        },
        {
          heading: "6. Поставщики",
          paragraphs: [
            "Поставщики должны иметь одобренный бизнес-аккаунт, точно описывать свои предложения, поддерживать актуальность цен и наличия и выдавать заказанные ресурсы в заявленный срок. Выплаты производятся за выданные ресурсы в соответствии с договором поставщика за вычетом комиссии маркетплейса.",
          ],
        },
        {
          heading: "7. Ответственность",
          paragraphs: [
            "В пределах, допускаемых законом, Infra Market отвечает только за умысел и грубую неосторожность, а при лёгкой неосторожности — только за нарушение существенных обязательств и в размере предвидимого ущерба. Ответственность за потерю данных ограничена затратами на их восстановление из резервных копий, которые вам следует хранить. Установленные законом права потребителей не затрагиваются.",
          ],
        },
        {
          heading: "8. Изменения и применимое право",
          paragraphs: [
            "Мы можем изменять эти условия для будущих заказов; о существенных изменениях сообщаем по электронной почте не менее чем за 30 дней. Применяется право страны, в которой зарегистрирован Infra Market, без ущерба для обязательных норм о защите прав потребителей страны вашего проживания.",
          ],
        },
      ],
    },
  },
  "privacy-policy": {
    en: {
      title: "Privacy policy",
      description: "Which personal data Infra Market processes when you browse, order or sell infrastructure services, why, for how long, and what your rights are.",
      intro:
        "This policy explains which personal data we process when you use Infra Market, for which purposes and on which legal basis, whom we share it with and which rights you have. We process personal data in line with the EU General Data Protection Regulation (GDPR).",
      sections: [
        {
          heading: "Data we collect",
          paragraphs: [
            "Account data: your e-mail address, name and, if you provide them, phone number, company name, VAT ID and billing address. Order data: the resources you ordered, their configuration, invoices and payment status. We never see or store full card numbers; payments are handled by our payment provider.",
            "Technical data: IP address, browser type, the pages you request and a device identifier cookie, used to keep the service secure and working. Support data: the messages you exchange with us in the support chat.",
          ],
        },
        {
          heading: "Why we use it",
          paragraphs: [
            "To create and secure your account and sign you in (performance of a contract); to take, deliver and invoice your orders and to pay suppliers (contract and legal obligations such as bookkeeping and tax law); to prevent fraud and abuse and keep the platform secure (legitimate interest); and, only with your consent, to send you product news.",
          ],
        },
        {
          heading: "Sharing with suppliers and service providers",
          paragraphs: [
            "When you order a resource, the supplier receives the data it needs to deliver and operate it — typically your name or company name, e-mail address, the chosen configuration and, where the law requires it for the service, your billing address. Suppliers are independent controllers for the operation of the resource.",
            "We also use processors for hosting, e-mail delivery, payments and support chat, bound by data processing agreements. Where data leaves the European Economic Area we rely on adequacy decisions or standard contractual clauses.",
          ],
        },
        {
          heading: "Cookies and local storage",
          paragraphs: [
            "We use strictly necessary cookies only: the sign-in session (application_user_access), a device identifier (application-device-id) and your table display settings (application-tables). They last about 30 days, are sent only over secure connections and only to our own site. We do not use advertising cookies.",
          ],
        },
        {
          heading: "How long we keep data",
          paragraphs: [
            "Account data is kept while your account exists and deleted within 30 days after you close it. Invoices and the order data they contain are kept for the period required by tax law, usually ten years. Technical logs are deleted after 30 days.",
          ],
        },
        {
          heading: "Your rights",
          paragraphs: [
            "You have the right to access, correct and delete your data, to restrict or object to its processing, to data portability and to withdraw consent at any time. Write to privacy@inframarket.example; we answer within one month. You may also complain to your data protection authority.",
          ],
        },
      ],
    },
    ru: {
      title: "Политика конфиденциальности",
      description:
        "Какие персональные данные обрабатывает Infra Market, когда вы просматриваете каталог, заказываете или продаёте инфраструктурные услуги, зачем, как долго и какие у вас права.",
      intro:
        "Эта политика объясняет, какие персональные данные мы обрабатываем при использовании Infra Market, с какой целью и на каком правовом основании, кому их передаём и какие у вас есть права. Мы обрабатываем персональные данные в соответствии с Общим регламентом ЕС по защите данных (GDPR).",
      sections: [
        {
          heading: "Какие данные мы собираем",
          paragraphs: [
            "Данные аккаунта: адрес электронной почты, имя и, если вы их указали, телефон, название компании, номер плательщика НДС и платёжный адрес. Данные заказов: заказанные ресурсы, их конфигурация, счета и статус оплаты. Полные номера банковских карт мы не видим и не храним — платежи обрабатывает наш платёжный провайдер.",
            "Технические данные: IP-адрес, тип браузера, запрошенные страницы и cookie с идентификатором устройства — они нужны для безопасной и стабильной работы сервиса. Данные поддержки: сообщения, которыми вы обмениваетесь с нами в чате поддержки.",
          ],
        },
        {
          heading: "Зачем мы их используем",
          paragraphs: [
            "Чтобы создать и защитить ваш аккаунт и выполнить вход (исполнение договора); чтобы принять, выполнить заказы, выставить по ним счета и рассчитаться с поставщиками (договор и обязанности по закону, например бухгалтерский и налоговый учёт); чтобы предотвращать мошенничество и злоупотребления и обеспечивать безопасность платформы (законный интерес); и только с вашего согласия — чтобы присылать новости сервиса.",
          ],
        },
        {
          heading: "Передача поставщикам и подрядчикам",
          paragraphs: [
            "Когда вы заказываете ресурс, поставщик получает данные, необходимые для его выдачи и обслуживания, — обычно имя или название компании, адрес электронной почты, выбранную конфигурацию и, если этого требует закон для данной услуги, платёжный адрес. В части работы ресурса поставщики являются самостоятельными операторами данных.",
            "Мы также привлекаем обработчиков для хостинга, рассылки писем, платежей и чата поддержки на основании договоров об обработке данных. Если данные передаются за пределы Европейской экономической зоны, мы опираемся на решения о достаточности защиты или стандартные договорные условия.",
          ],
        },
        {
          heading: "Cookies и локальное хранилище",
          paragraphs: [
            "Мы используем только строго необходимые cookies: сессию входа (application_user_access), идентификатор устройства (application-device-id) и настройки отображения таблиц (application-tables). Они хранятся около 30 дней, передаются только по защищённому соединению и только нашему сайту. Рекламные cookies мы не используем.",
          ],
        },
        {
          heading: "Сколько мы храним данные",
          paragraphs: [
            "Данные аккаунта хранятся, пока существует аккаунт, и удаляются в течение 30 дней после его закрытия. Счета и содержащиеся в них данные заказов хранятся в течение срока, установленного налоговым законодательством, обычно десять лет. Технические журналы удаляются через 30 дней.",
          ],
        },
        {
          heading: "Ваши права",
          paragraphs: [
            "Вы вправе получить доступ к своим данным, исправить и удалить их, ограничить их обработку или возразить против неё, получить их в переносимом формате и в любой момент отозвать согласие. Пишите на privacy@inframarket.example — мы отвечаем в течение месяца. Вы также можете подать жалобу в надзорный орган по защите данных.",
          ],
        },
      ],
    },
  },
  refund: {
    en: {
      title: "Refund policy",
      description: "When and how you get your money back for servers, GPUs, VPN and proxies ordered on Infra Market: undelivered resources, outages, cancellations and prepaid periods.",
      intro:
        "Infrastructure is delivered within minutes and starts costing the supplier money at once, so refunds follow the rules below rather than a general no-questions-asked period. Statutory rights you have as a consumer are not limited by this policy.",
      sections: [
        {
          heading: "Resources that were not delivered",
          paragraphs: [
            "If a supplier does not deliver a paid resource within 24 hours of the estimated delivery time shown on the offer, you may cancel that item in your order and receive a full refund of its price. If the supplier reports that it cannot deliver, we refund the item automatically.",
          ],
        },
        {
          heading: "Resources that do not match the offer",
          paragraphs: [
            "If a delivered resource clearly does not match the offer — for example fewer CPU cores, less memory or a different GPU model than described — report it through the support chat within 72 hours of delivery. If the supplier cannot correct it within one business day, you receive a full refund for the current period and the resource is cancelled.",
          ],
        },
        {
          heading: "Outages",
          paragraphs: [
            "Where an offer states a service level, outages beyond it are compensated as a credit for the affected time, calculated pro rata from the price of the billing period and applied to your next invoice. Credits can be paid out on request when you cancel the resource.",
          ],
        },
        {
          heading: "Cancelling a running resource",
          paragraphs: [
            "Monthly and yearly resources can be cancelled at any time with effect from the end of the current billing period; the period already started is not refunded. Hourly resources are billed for the hours used. Yearly resources cancelled within 14 days of the first delivery are refunded pro rata for the unused months.",
          ],
        },
        {
          heading: "How refunds are paid",
          paragraphs: [
            "Refunds are made to the payment method used for the order within 14 days of approval and appear as a credit note in your invoices. Bank fees for international transfers are borne by the marketplace. Questions about a refund can be asked through the support chat, quoting the order number.",
          ],
        },
      ],
    },
    ru: {
      title: "Политика возврата",
      description:
        "Когда и как вернуть деньги за серверы, GPU, VPN и прокси, заказанные на Infra Market: невыданные ресурсы, сбои, отмена и предоплаченные периоды.",
      intro:
        "Инфраструктура выдаётся за минуты и сразу начинает стоить поставщику денег, поэтому возвраты подчиняются правилам ниже, а не общему периоду «без вопросов». Права, которые закон предоставляет вам как потребителю, эта политика не ограничивает.",
      sections: [
        {
          heading: "Невыданные ресурсы",
          paragraphs: [
            "Если поставщик не выдал оплаченный ресурс в течение 24 часов после ориентировочного времени выдачи, указанного в предложении, вы можете отменить эту позицию заказа и получить полный возврат её стоимости. Если поставщик сообщает, что не может выдать ресурс, мы возвращаем деньги автоматически.",
          ],
        },
        {
          heading: "Ресурсы, не соответствующие предложению",
          paragraphs: [
            "Если выданный ресурс явно не соответствует предложению — например, у него меньше ядер процессора, меньше памяти или другая модель GPU, чем указано, — сообщите об этом в чате поддержки в течение 72 часов после выдачи. Если поставщик не исправит это в течение одного рабочего дня, вы получите полный возврат за текущий период, а ресурс будет отменён.",
          ],
        },
        {
          heading: "Сбои в работе",
          paragraphs: [
            "Если в предложении указан уровень сервиса, простои сверх него компенсируются кредитом за затронутое время, рассчитанным пропорционально цене расчётного периода и учитываемым в следующем счёте. При отмене ресурса кредит можно получить деньгами по запросу.",
          ],
        },
        {
          heading: "Отмена работающего ресурса",
          paragraphs: [
            "Ресурсы с помесячной и годовой оплатой можно отменить в любой момент с окончания текущего расчётного периода; начатый период не возвращается. Почасовые ресурсы оплачиваются за использованные часы. При отмене годового ресурса в течение 14 дней после первой выдачи стоимость неиспользованных месяцев возвращается пропорционально.",
          ],
        },
        {
          heading: "Как выплачивается возврат",
          paragraphs: [
            "Возврат производится на способ оплаты, использованный для заказа, в течение 14 дней после одобрения и отражается в ваших счетах как кредитовое авизо. Банковские комиссии за международные переводы оплачивает маркетплейс. Вопросы о возврате можно задать в чате поддержки, указав номер заказа.",
          ],
        },
      ],
    },
  },
};

export function getStaticPage(slug: StaticPageSlug, locale: Locale): StaticPageContent {
  return pages[slug][locale];
}
