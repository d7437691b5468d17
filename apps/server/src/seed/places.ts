/**
 * Cities used by the demo data, with the GST state code of their state and the first three digits
 * of a real PIN code there, so a party's GSTIN state always matches its address.
 */
export interface Place {
  city: string;
  state: string;
  gstStateCode: string;
  pinPrefix: string;
  region: 'North' | 'South' | 'East' | 'West' | 'Central';
}

export const PLACES: readonly Place[] = [
  { city: 'Mumbai', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '400', region: 'West' },
  { city: 'Pune', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '411', region: 'West' },
  { city: 'Nagpur', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '440', region: 'Central' },
  { city: 'Nashik', state: 'Maharashtra', gstStateCode: '27', pinPrefix: '422', region: 'West' },
  { city: 'Ahmedabad', state: 'Gujarat', gstStateCode: '24', pinPrefix: '380', region: 'West' },
  { city: 'Surat', state: 'Gujarat', gstStateCode: '24', pinPrefix: '395', region: 'West' },
  { city: 'Vadodara', state: 'Gujarat', gstStateCode: '24', pinPrefix: '390', region: 'West' },
  { city: 'New Delhi', state: 'Delhi', gstStateCode: '07', pinPrefix: '110', region: 'North' },
  { city: 'Gurugram', state: 'Haryana', gstStateCode: '06', pinPrefix: '122', region: 'North' },
  { city: 'Noida', state: 'Uttar Pradesh', gstStateCode: '09', pinPrefix: '201', region: 'North' },
  { city: 'Lucknow', state: 'Uttar Pradesh', gstStateCode: '09', pinPrefix: '226', region: 'North' },
  { city: 'Jaipur', state: 'Rajasthan', gstStateCode: '08', pinPrefix: '302', region: 'North' },
  { city: 'Chandigarh', state: 'Chandigarh', gstStateCode: '04', pinPrefix: '160', region: 'North' },
  { city: 'Ludhiana', state: 'Punjab', gstStateCode: '03', pinPrefix: '141', region: 'North' },
  { city: 'Dehradun', state: 'Uttarakhand', gstStateCode: '05', pinPrefix: '248', region: 'North' },
  { city: 'Bengaluru', state: 'Karnataka', gstStateCode: '29', pinPrefix: '560', region: 'South' },
  { city: 'Mysuru', state: 'Karnataka', gstStateCode: '29', pinPrefix: '570', region: 'South' },
  { city: 'Chennai', state: 'Tamil Nadu', gstStateCode: '33', pinPrefix: '600', region: 'South' },
  { city: 'Coimbatore', state: 'Tamil Nadu', gstStateCode: '33', pinPrefix: '641', region: 'South' },
  { city: 'Hyderabad', state: 'Telangana', gstStateCode: '36', pinPrefix: '500', region: 'South' },
  { city: 'Visakhapatnam', state: 'Andhra Pradesh', gstStateCode: '37', pinPrefix: '530', region: 'South' },
  { city: 'Kochi', state: 'Kerala', gstStateCode: '32', pinPrefix: '682', region: 'South' },
  { city: 'Kolkata', state: 'West Bengal', gstStateCode: '19', pinPrefix: '700', region: 'East' },
  { city: 'Bhubaneswar', state: 'Odisha', gstStateCode: '21', pinPrefix: '751', region: 'East' },
  { city: 'Patna', state: 'Bihar', gstStateCode: '10', pinPrefix: '800', region: 'East' },
  { city: 'Ranchi', state: 'Jharkhand', gstStateCode: '20', pinPrefix: '834', region: 'East' },
  { city: 'Guwahati', state: 'Assam', gstStateCode: '18', pinPrefix: '781', region: 'East' },
  { city: 'Bhopal', state: 'Madhya Pradesh', gstStateCode: '23', pinPrefix: '462', region: 'Central' },
  { city: 'Indore', state: 'Madhya Pradesh', gstStateCode: '23', pinPrefix: '452', region: 'Central' },
  { city: 'Raipur', state: 'Chhattisgarh', gstStateCode: '22', pinPrefix: '492', region: 'Central' },
];
