import { NEVER_GRANTED_PERMISSION } from './display.permissions';
import { menuEntry as entry, menuGroup as group, type Menu } from './menu';

export const SELLER_MENU: Menu = [
  group('sellerPortal', 'Seller portal', [
    entry('/my-dashboard', 'Dashboard', 'Display_Seller_Dashboard'),
    entry('/consignments', 'Consignments', 'Ful_Consignment_View'),
    entry('/seller-payments', 'Payments', 'Display_Seller_Payments_UBS', 'menu.payments'),
    // Gated by a permission no role holds, so sellers never see it (doc 1 §2).
    entry('/quotations', 'Quotations', NEVER_GRANTED_PERMISSION),
    entry('/invoices', 'Invoices', 'Display_Invoices_Tab_V2'),
    entry('/reports', 'Reports', 'Display_Reports_Tab_V2'),
    entry('/seller-enquiries', 'Enquiries', 'Display_Seller_Enquiries_Tab', 'menu.enquiries'),
    entry('/share-price', 'Share Price', 'Display_Share_Price_Seller'),
    entry('/turn-over-discount', 'Turnover Discount', 'Display_Seller_Tod'),
    entry('/sales-data', 'Sales Data', 'Display_Seller_Sales_Data'),
  ]),
];

/** The short menu some seller users get: consignments and master data only. */
export const SELLER_SHORT_MENU: Menu = [
  group('sellerPortal', 'Seller portal', [
    entry('/consignments', 'Consignments', 'Ful_Consignment_View'),
    entry('/master-data', 'Master Data', 'Display_Master_Data_Tab'),
  ]),
];
