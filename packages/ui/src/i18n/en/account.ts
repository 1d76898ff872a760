/** The account area: profile, edit profile, password, notifications, sidebar, logout (docs/product.md §3.9 Account area). */
export const account = {
  profile: {
    editProfile: 'Edit Profile',
  },
  editProfile: {
    formLabel: 'Edit profile',
    basicInformation: 'Basic Information',
    driverLicenceNumber: 'Driver Licence Number',
    upload: 'Upload',
    licenceFiles: 'Driver licence files',
    newFile: 'New',
    uploadedFile: 'Uploaded',
    location: 'Location',
    save: 'Save',
    saving: 'Saving...',
    confirmEmailTitle: 'Confirm your new email',
    confirmEmailText:
      'Enter the 4-digit code we sent to {{email}}. Your account keeps {{current}} until then.',
    confirmEmailLabel: 'Confirm email',
    passwordForEmail: 'Current password needed to change your email',
  },
  changePassword: {
    formLabel: 'Change password',
    submit: 'Update Password',
  },
  notifications: {
    title: 'Notifications',
    description: 'Outbid alerts, auction results and order updates.',
    saving: 'Saving notification settings',
    loading: 'Loading notification settings',
    kindsLabel: 'E-mails by kind',
    kindsHint: 'Choose which notices are also sent by e-mail. They always show in your alerts.',
    kinds: {
      outbid: {
        title: 'Outbid alerts',
        description: 'When another bidder passes your bid, or a seller adds a disclosure.',
      },
      won: {
        title: 'Auction results',
        description: 'When you win (with the checkout link and pay-by time) or lose an auction.',
      },
      orderSteps: {
        title: 'Orders and sales',
        description:
          'Payments, pickup, delivery and cancellations; for dealers, sales and reviews.',
      },
      savedSearches: {
        title: 'Saved searches',
        description:
          'New vehicles matching a saved search (at most daily), saved cars back on sale.',
      },
      marketing: {
        title: 'News and offers',
        description: 'MarketDrop news and offers. Off unless you turn it on.',
      },
    },
  },
  sidebar: {
    label: 'Account',
    myProfile: 'My Profile',
    savedCars: 'Saved Cars',
    savedSearches: 'Saved Searches',
    notificationsSettings: 'Notifications Settings',
    changePassword: 'Change Password',
    logout: 'Logout',
  },
  logout: {
    question: 'Are you sure you want to logout?',
    no: 'No',
    yes: 'Yes, Logout',
  },
};
