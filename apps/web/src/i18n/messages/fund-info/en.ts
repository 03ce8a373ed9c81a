/** English texts of the fund purchasing information page; the reference for its other languages. */
export const fundInfoEn = {
  'fundInfo.title': 'Fund purchasing information',
  'fundInfo.sections': 'Sections',
  'fundInfo.section.faq': 'Questions and answers',
  'fundInfo.section.quality-enhancing-services': 'Quality-enhancing services',
  'fundInfo.notFound.title': 'Section not found',
  'fundInfo.notFound.text': 'There is no section called “{section}”. Choose one of these:',

  'fundInfo.faq.intro': 'How buying and selling funds works at Nordbroker.',
  'fundInfo.faq.price.q': 'At what price is my order executed?',
  'fundInfo.faq.price.a':
    'Funds are traded at their net asset value (NAV), which the fund company sets once per dealing day. You do not know the price when you place the order: it is executed at the next NAV after the cut-off, so you buy or sell an amount, not a number of units.',
  'fundInfo.faq.cutoff.q': 'What are the cut-off times?',
  'fundInfo.faq.cutoff.a':
    'An order placed before the cut-off on a banking day is executed at that day’s NAV. The cut-off is {se} in Sweden, {no} in Norway, {dk} in Denmark and {fi} in Finland, local time. Later orders, and orders placed on weekends or public holidays, are executed on the next banking day. Funds traded weekly or monthly only trade on their dealing days; the order screen shows the next buy or sell day.',
  'fundInfo.faq.settlement.q': 'When do I get my fund units or my money?',
  'fundInfo.faq.settlement.a':
    'The trade settles {days} banking days after the trade day: then the units show among your holdings, or the money of a sale is paid to your account. Depending on the fund company the whole order takes {min} to {max} workdays; until then you find it under {orders}.',
  'fundInfo.faq.cancel.q': 'Can I cancel an order?',
  'fundInfo.faq.cancel.a':
    'Yes, until its stop time: open {orders} and press {cancel}. After the stop time the order is on its way to the fund company and can no longer be cancelled.',
  'fundInfo.faq.fees.q': 'What does it cost?',
  'fundInfo.faq.fees.a':
    'Some funds have a buy or sell fee, shown in percent in the order screen together with the total before you confirm. The fund’s ongoing charges are taken from the fund’s value and are not charged separately. The cost information link in the order screen lists every cost for your amount.',
  'fundInfo.faq.minimum.q': 'Is there a minimum amount?',
  'fundInfo.faq.minimum.a':
    'Each fund sets its own minimum investment, shown under the amount field. When a fund sets none, the minimum is {amount} {currency}. You can sell a part of your holding as an amount or as a percentage, from 0.01 % to 100 %.',
  'fundInfo.faq.test.q': 'Why am I asked to take a knowledge test?',
  'fundInfo.faq.test.a':
    'Complex products, such as alternative investment funds and leveraged products, may only be sold to customers who have shown that they understand the risks (MiFID II appropriateness). Ordinary funds and shares need no test. The test takes a few minutes and an approval is valid for {years} years.',

  'fundInfo.qes.intro':
    'Danish rules on investor protection, which implement the EU’s MiFID II directive, decide when an investment firm may receive payments from fund companies for the funds its customers buy (commission, also called inducements).',
  'fundInfo.qes.rulesTitle': 'The rules',
  'fundInfo.qes.rules1':
    'Independent investment advice and discretionary portfolio management may not be paid for with commission at all.',
  'fundInfo.qes.rules2':
    'For other services, such as fund orders you place yourself, a firm may keep commission only if it enhances the quality of the service to you, does not stop the firm from acting in your best interest, and is disclosed to you before you buy.',
  'fundInfo.qes.servicesTitle': 'What counts as quality-enhancing services',
  'fundInfo.qes.service1':
    'A broad choice of funds, including funds from many other fund companies, at low minimum amounts.',
  'fundInfo.qes.service2':
    'Tools and information to compare funds: fees, risk, sustainability and past returns.',
  'fundInfo.qes.service3': 'Fact sheets, key information documents and cost information before you buy.',
  'fundInfo.qes.service4': 'An overview of your holdings and an annual report of all costs and charges.',
  'fundInfo.qes.oursTitle': 'What we receive',
  'fundInfo.qes.ours':
    'Nordbroker currently receives no commission from fund companies: the third-party payments line of the cost information is 0. If that changes, you will see the amount for each fund before you buy and in your annual cost report, and this page will list the services it pays for.',
} as const;

export type FundInfoCatalogue = Record<keyof typeof fundInfoEn, string>;
