/** Texts shared by several components. */
export const common = {
  /** The language menu of the header. */
  language: {
    label: 'Language',
    menuLabel: 'Choose a language',
    current: '{{short}} - Language: {{language}}',
    en: 'English',
    fr: 'Français',
    short: { en: 'EN', fr: 'FR' },
  },
  /** Form fields used by several forms and views. */
  fields: {
    email: 'Email',
    password: 'Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    dateOfBirth: 'Date of Birth',
    gender: 'Gender',
    genders: { male: 'Male', female: 'Female', other: 'Other' },
    phoneNumber: 'Phone Number',
    countryCode: 'Country Code',
    address: 'Address',
    city: 'City',
    province: 'Province',
    country: 'Country',
    postalCode: 'Postal Code',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    currentPassword: 'Current Password',
    /** The password fields' eye button; `label` is the field's label in lower case. */
    showPassword: 'Show {{label}}',
    hidePassword: 'Hide {{label}}',
  },
  actions: {
    cancel: 'Cancel',
    continue: 'Continue',
    remove: 'Remove {{name}}',
  },
  /** The name shown when the user has none. */
  defaultUserName: 'User',
};
