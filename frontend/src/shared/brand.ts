export const brandName = 'ContentFlow';
export const contactEmail = 'kontakt@contentflow.ch';
