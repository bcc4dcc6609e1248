/** Customers (educational regions), schools and providers of the demo company. */

export const customers = [
  { name: 'Departamento de Educación — Región Educativa de Bayamón', short_name: 'ORE Bayamón', region: 'Bayamón' },
  { name: 'Departamento de Educación — Región Educativa de San Juan', short_name: 'ORE San Juan', region: 'San Juan' },
  { name: 'Departamento de Educación — Región Educativa de Caguas', short_name: 'ORE Caguas', region: 'Caguas' },
  { name: 'Departamento de Educación — Región Educativa de Arecibo', short_name: 'ORE Arecibo', region: 'Arecibo' },
]

/** Schools and centres; `customer` is the index in `customers`, `type` the location type name. */
export const locations = [
  { name: 'Esc. Luis Muñoz Rivera', municipality: 'Bayamón', customer: 0, type: 'Escuela', school_code: '70235' },
  { name: 'Esc. Dr. Agustín Stahl', municipality: 'Bayamón', customer: 0, type: 'Escuela', school_code: '70250' },
  { name: 'Esc. Francisco Oller', municipality: 'Cataño', customer: 0, type: 'Escuela', school_code: '70466' },
  { name: 'Esc. Julia de Burgos', municipality: 'Toa Baja', customer: 0, type: 'Escuela', school_code: '71191' },
  { name: 'Esc. José de Diego', municipality: 'Dorado', customer: 0, type: 'Escuela', school_code: '70730' },
  { name: 'Esc. Ramón Power y Giralt', municipality: 'San Juan', customer: 1, type: 'Escuela', school_code: '61507' },
  { name: 'Esc. Eugenio María de Hostos', municipality: 'San Juan', customer: 1, type: 'Escuela', school_code: '61234' },
  { name: 'Esc. Gabriela Mistral', municipality: 'San Juan', customer: 1, type: 'Escuela', school_code: '61416' },
  { name: 'Esc. Luis Palés Matos', municipality: 'Guaynabo', customer: 1, type: 'Escuela', school_code: '61085' },
  { name: 'Esc. Lola Rodríguez de Tió', municipality: 'Carolina', customer: 1, type: 'Escuela', school_code: '66027' },
  { name: 'Esc. Ramón Emeterio Betances', municipality: 'Caguas', customer: 2, type: 'Escuela', school_code: '20545' },
  { name: 'Esc. Abelardo Díaz Alfaro', municipality: 'Caguas', customer: 2, type: 'Escuela', school_code: '20602' },
  { name: 'Esc. Segundo Ruiz Belvis', municipality: 'Cayey', customer: 2, type: 'Escuela', school_code: '21030' },
  { name: 'Esc. Antonio S. Pedreira', municipality: 'Gurabo', customer: 2, type: 'Escuela', school_code: '21253' },
  { name: 'Esc. Juan Morel Campos', municipality: 'Arecibo', customer: 3, type: 'Escuela', school_code: '10272' },
  { name: 'Esc. Nemesio R. Canales', municipality: 'Manatí', customer: 3, type: 'Escuela', school_code: '11429' },
  { name: 'Esc. Manuel A. Pérez', municipality: 'Vega Baja', customer: 3, type: 'Escuela', school_code: '11866' },
  { name: 'Centro de Terapias Terapias Caribe — Bayamón', municipality: 'Bayamón', customer: null, type: 'Centro de terapias', school_code: null },
  { name: 'Centro de Terapias Terapias Caribe — Caguas', municipality: 'Caguas', customer: null, type: 'Centro de terapias', school_code: null },
  { name: 'Hogar del estudiante', municipality: 'Bayamón', customer: null, type: 'Hogar', school_code: null },
  { name: 'Telepráctica (sesión remota)', municipality: 'San Juan', customer: null, type: 'Telepráctica', school_code: null },
  { name: 'Oficina Regional Educativa de San Juan', municipality: 'San Juan', customer: 1, type: 'Oficina regional', school_code: null },
  { name: 'Oficina Regional Educativa de Arecibo', municipality: 'Arecibo', customer: 3, type: 'Oficina regional', school_code: null },
]

/**
 * Demo providers. Licence dates are days from the day the seed runs, so the licence alerts
 * (expired, expiring within 30 days) hold whenever the demo starts. `confirmed` is days ago,
 * or null for never confirmed. `status` 1 is active.
 */
export const providers = [
  {
    first_name: 'Marisol', last_name: 'Rivera Torres', email: 'terapeuta@example.com', phone: '(787) 555-0141',
    municipality: 'Bayamón', status: 1,
    specialties: [
      { specialty: 'Patología del habla y lenguaje', license: 'PHL-10482', expires: 400, telehealth: 'TEL-20931', telehealthExpires: 380, insurance: 200, startYear: 2011, confirmed: null },
      { specialty: 'Terapia del habla y lenguaje', license: 'THL-55813', expires: 520, telehealth: null, telehealthExpires: null, insurance: 200, startYear: 2008, confirmed: 30 },
    ],
  },
  {
    first_name: 'Carlos', last_name: 'Méndez Ortiz', email: 'terapeuta2@example.com', phone: '(787) 555-0178',
    municipality: 'San Juan', status: 1,
    specialties: [
      { specialty: 'Terapia ocupacional', license: 'TO-33107', expires: 610, telehealth: 'TEL-31177', telehealthExpires: 600, insurance: 300, startYear: 2015, confirmed: 20 },
    ],
  },
  {
    first_name: 'Ana Luisa', last_name: 'Colón Vázquez', email: 'supervisor@example.com', phone: '(787) 555-0110',
    municipality: 'Guaynabo', status: 1,
    specialties: [
      { specialty: 'Patología del habla y lenguaje', license: 'PHL-08817', expires: 700, telehealth: null, telehealthExpires: null, insurance: 250, startYear: 2001, confirmed: 15 },
    ],
  },
  {
    first_name: 'José', last_name: 'Ramírez Santiago', email: 'jose.ramirez@example.com', phone: '(787) 555-0190',
    municipality: 'Caguas', status: 1,
    specialties: [
      { specialty: 'Terapia física', license: 'TF-21904', expires: -12, telehealth: null, telehealthExpires: null, insurance: 90, startYear: 2012, confirmed: 60 },
    ],
  },
  {
    first_name: 'Gloria', last_name: 'Figueroa Pagán', email: 'gloria.figueroa@example.com', phone: '(787) 555-0122',
    municipality: 'Arecibo', status: 1,
    specialties: [
      { specialty: 'Terapia del habla y lenguaje', license: 'THL-61250', expires: 18, telehealth: null, telehealthExpires: null, insurance: 150, startYear: 2017, confirmed: 45 },
    ],
  },
  {
    first_name: 'Luis Alberto', last_name: 'Ortiz Cruz', email: 'luis.ortiz@example.com', phone: '(787) 555-0166',
    municipality: 'Carolina', status: 1,
    specialties: [
      { specialty: 'Terapia ocupacional', license: 'TO-40122', expires: 330, telehealth: 'TEL-40988', telehealthExpires: 9, insurance: 25, startYear: 2019, confirmed: 40 },
    ],
  },
  {
    first_name: 'Héctor', last_name: 'Báez Rosario', email: 'hector.baez@example.com', phone: '(787) 555-0133',
    municipality: 'Cayey', status: 1,
    specialties: [
      { specialty: 'Psicología escolar', license: 'PSI-18330', expires: 240, telehealth: 'TEL-18331', telehealthExpires: 240, insurance: 240, startYear: 2005, confirmed: 70 },
    ],
  },
  {
    first_name: 'Nilda', last_name: 'Cruz Maldonado', email: 'nilda.cruz@example.com', phone: '(787) 555-0157',
    municipality: 'Toa Baja', status: 2,
    specialties: [
      { specialty: 'Psicología clínica', license: 'PSI-09917', expires: -40, telehealth: null, telehealthExpires: null, insurance: -40, startYear: 1998, confirmed: 400 },
    ],
  },
]

/** Index in `providers` of the supervisor and of the provider they supervise. */
export const supervisions = [{ supervisor: 2, provider: 0 }]

export const staffUsers = [
  { email: 'oficina@example.com', first_name: 'Laura', last_name: 'Santiago Díaz', roles: [{ role: 'Administrador', customer: null }] },
  { email: 'facturacion@example.com', first_name: 'Roberto', last_name: 'Pagán Cruz', roles: [{ role: 'Facturación', customer: null }] },
  // Read-only, scoped to one customer (index in `customers`: ORE San Juan).
  { email: 'region@example.com', first_name: 'Mariela', last_name: 'Ortiz Cintrón', roles: [{ role: 'Consulta', customer: 1 }] },
  // One account per remaining built-in role, so each role's reach can be tried (README "Demo accounts").
  { email: 'finanzas@example.com', first_name: 'Javier', last_name: 'Rosado Matos', roles: [{ role: 'Finanzas', customer: null }] },
  // A second Finanzas person: whoever makes or sends a bill or a batch cannot approve it (maker–checker, issue 22).
  { email: 'finanzas2@example.com', first_name: 'Gloria', last_name: 'Vega Maldonado', roles: [{ role: 'Finanzas', customer: null }] },
  { email: 'coordinacion@example.com', first_name: 'Isabel', last_name: 'Quiñones Rivera', roles: [{ role: 'Coordinación clínica', customer: null }] },
  { email: 'consulta@example.com', first_name: 'Tomás', last_name: 'Alicea Vélez', roles: [{ role: 'Consulta', customer: null }] },
]

/** Which provider (index above) takes referrals of which service code, in turn. */
export const providersByService: Record<string, number[]> = {
  THL: [0, 4, 2],
  EHL: [0, 2],
  TO: [1, 5],
  EO: [1],
  TF: [3],
  EF: [3],
  TPS: [6],
  EPS: [6],
  EPE: [6],
}

export const firstNames = {
  Femenino: ['Valeria', 'Camila', 'Sofía', 'Isabella', 'Gabriela', 'Adriana', 'Natalia', 'Paola', 'Alondra', 'Yarelis', 'Kiara', 'Génesis', 'Mía', 'Luciana', 'Andrea', 'Nayeli'],
  Masculino: ['Sebastián', 'Diego', 'Adrián', 'Jadiel', 'Yadiel', 'Ángel', 'Luis Ángel', 'Joel', 'Emmanuel', 'Kevin', 'Jean Carlos', 'Javier', 'Mateo', 'Gabriel', 'Dylan', 'Elías'],
}
export const surnames = [
  'Rivera', 'Rodríguez', 'Santiago', 'Torres', 'Ortiz', 'Colón', 'Vázquez', 'Cruz', 'Díaz', 'Morales',
  'Ramos', 'Pérez', 'Reyes', 'Ramírez', 'Figueroa', 'Hernández', 'Medina', 'Meléndez', 'Marrero', 'Pagán',
  'Nieves', 'Rosario', 'Báez', 'Maldonado', 'Negrón', 'Acevedo', 'Feliciano', 'Velázquez', 'Burgos', 'Soto',
]
export const guardianFirstNames = ['María', 'Carmen', 'Ivelisse', 'Wanda', 'Glorimar', 'José', 'Juan', 'Luis', 'Migdalia', 'Yolanda', 'Ramón', 'Edwin']
