// The registration form of a new customer (POST /api/users) with valid answers, for the given address.
export const newcomer = (email: string) => ({
  firstname: "Hélène",
  lastname: "Garnier",
  email,
  phone: "06 11 22 33 44",
  cgu: true,
  password: "Motdepasse9",
  password_confirmation: "Motdepasse9",
});
