/** The root of the RFQ screens' query cache: a change refetches every RFQ list and detail. */
export const RFQ_KEY = 'rfq';
