import t from 'tap'
import { walkRoleTable } from '../../helpers/role-table.ts'

walkRoleTable(t, 'embedded')
