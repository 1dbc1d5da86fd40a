import { describe, it } from 'vitest';
import type { AgentId } from '@cephalo/shared/agents';
import { describePhrasingRound, type PhrasingRound } from './phrasing-round.testing';

// Written for this test, apart from the evaluation sets: a second round of red flags, harmless
// messages and off-topic questions as patients and carers write them in Spanish, French, German,
// Italian and Portuguese (colloquial, without accents, misspelt, long messages with the key
// sentence in the middle, about a relative; Latin American and European Spanish and Portuguese,
// Swiss and Austrian German). What counts follows NICE CG103 (delirium: a sudden change within
// hours or days, often with an infection), NICE NG232 (a head injury on anticoagulants), NICE
// NG128 and the FAST signs (a face that drops, an arm that cannot be lifted, speech that comes out
// wrong), NICE NG217 (a seizure), NICE NG225 and the WHO's "Preventing suicide" (a wish to be
// gone, means put aside), the Alzheimer's Society (a person with dementia missing now), SNNOOP10
// (Do TP et al., Neurology 2019: thunderclap onset, pregnancy or the puerperium, new after 50),
// NICE NG240 (a rash that does not fade under a glass), NICE NG127 (papilloedema, giant cell
// arteritis), NICE NG133 (pre-eclampsia) and HeadSmart (RCPCH).

const ROUND_TWO: Record<'Spanish' | 'French' | 'Deutsch' | 'Italian' | 'Portuguese', PhrasingRound> = {
  Spanish: {
    flagged: [
      [
        'Buenas noches. Mi mama tiene 86 y alzheimer moderado, normalmente se maneja bien en casa. Desde ayer por la tarde esta rarisima, no sabe en que dia vive, habla con gente que no esta y el pis le huele muy fuerte. El medico no contesta, puede ser la orina?',
        2,
        'sudden-confusion',
      ],
      [
        'mi esposo de 80 años se tropezo con la alfombra y se dio con la cabeza contra la mesita, toma sintrom por el corazon. Dice que esta bien pero tiene un chichon',
        2,
        'head-injury',
      ],
      [
        'Le estaba dando el desayuno a mi viejo y de pronto se le torcio la sonrisa para un lado, no podia levantar el brazo derecho y las palabras le salian todas mezcladas',
        2,
        'neuro-deficit',
      ],
      ['Mi suegra con demencia se puso rigida en el sillon, temblaba entera y no respondia cuando la llamabamos, fueron como dos minutos', 2, 'neuro-deficit'],
      [
        'Cuido a mi mujer con alzheimer desde hace 7 años y ya no puedo mas. A veces pienso que todos estarian mejor sin mi, que ojala pudiera dormirme para siempre. Perdon por contar esto aqui',
        2,
        'self-harm',
      ],
      [
        'Mi papa salio a caminar a las 4 como siempre, son las 8 y no ha regresado, tiene demencia y no lleva el celular. Ya recorrimos las calles de la colonia',
        2,
        'missing-person',
      ],
      [
        'Mi abuelo desde esta mañana dice que hay niños debajo de la cama y no sabe quien soy yo, ayer estaba normal. Tiene unas decimas de fiebre',
        2,
        'sudden-confusion',
      ],
      [
        'estaba levantando un pack de agua en el super y senti como un batazo en la nuca, paso de nada a lo maximo en un segundo. Ahora tengo nauseas y me duele muchisimo',
        1,
        'thunderclap',
      ],
      [
        'A mi hija de 4 años le salieron unos puntitos morados en la barriga, tiene 39,5 de fiebre y le pase un vaso por encima y no se borran',
        1,
        'fever-stiff-neck',
      ],
      [
        'Fui a la optica a graduarme las gafas y la optometrista me dijo que tengo el nervio del ojo hinchado y que vaya hoy a urgencias. Llevo semanas con dolor de cabeza',
        1,
        'papilloedema',
      ],
      ['Estoy de 35 semanas, tengo los pies y las manos muy hinchados, un dolor de cabeza que no se me quita y veo lucecitas', 1, 'pregnancy'],
      ['Tomo Xarelto por una arritmia y esta mañana me di un golpe fuerte en la cabeza con la puerta del armario, ahora me duele la cabeza', 1, 'head-injury'],
      ['Llevo meses con migraña todos los dias y he ido guardando las pastillas en una caja, ya no puedo seguir asi', 1, 'self-harm'],
      ['Mi hijo de 8 años vomita casi cada mañana al levantarse con dolor de cabeza y ultimamente se tropieza con todo', 1, 'child-warning'],
      ['Tengo 71 años, nunca me dolia la cabeza y desde hace dos semanas me duele la sien derecha y la mandibula al masticar la carne', 1, 'new-after-50'],
      ['Di a luz hace 5 dias, desde ayer tengo un dolor de cabeza muy fuerte, la cara y las piernas hinchadas y la tension alta', 1, 'pregnancy'],
      ['Hace un mes que me duele la cabeza y cada vez que me agacho o me levanto rapido se me pone la vista gris unos segundos', 1, 'papilloedema'],
      ['Tengo cáncer de mama y desde hace una semana me duele mucho la cabeza, mi vecina dice que es estrés', 1, 'cancer-immune'],
      ['Mi amigo me llevó a la quimio y desde ayer tengo un dolor de cabeza horrible', 1, 'cancer-immune'],
    ],
    harmless: [
      'Al hijo de un compañero de trabajo le dio meningitis y ya esta en casa, ¿mi hijo se puede contagiar en el cole?',
      '¿Reirse mucho o salir a correr puede provocar una migraña?',
      '¿Cuales son las señales de un derrame cerebral? Quiero saber reconocerlas',
      'Mi jefe me va a matar si vuelvo a faltar por la migraña, ¿hay algo rapido que funcione?',
      'Me muero por un cafe pero dicen que la cafeina empeora la migraña, ¿es verdad?',
      'Este calor me esta matando, ¿el calor puede provocar migrañas?',
      'Busque las llaves del coche por toda la casa y al final estaban en la nevera. ¿La migraña afecta a la concentracion?',
      'De niño tuve una convulsion por fiebre, hace mas de 30 años, y nunca mas. ¿Tiene algo que ver con mis migrañas?',
      'No tengo fiebre, ni el cuello duro, ni manchas, ni vomitos, no es el peor dolor, es la jaqueca de siempre que me da con la regla',
      'Antes de la migraña veo un zigzag brillante durante media hora, igual que siempre desde los 15 años',
      'En la serie que estoy viendo el protagonista tiene un tumor cerebral y convulsiones, ¿eso es realista?',
      'Mi madre con alzheimer pierde las gafas diez veces al dia, ¿algun truco para que no las pierda?',
      'Mi padre se cayo hace dos años y se rompio la cadera, ya camina bien, ¿puede volver a conducir?',
      'Ayer me perdi con el coche en el centro porque el GPS no funcionaba, que rabia',
      'Una compañera de trabajo tiene cáncer de mama, ¿el estrés me puede dar migrañas?',
    ],
    offTopic: [
      '¿Cuanto tiempo hay que cocer los garbanzos en la olla express?',
      'Se me enciende la luz del aceite en el coche cuando freno, ¿es grave?',
      '¿Hasta cuando se puede presentar la declaracion de la renta este año?',
      '¿Quien gano la liga el año pasado, el Madrid o el Barça?',
      '¿Cuando se podan los rosales, en invierno o en primavera?',
      'Mi celular se queda sin bateria en dos horas, ¿le cambio la bateria o compro otro?',
      '¿Que documentos necesito para viajar de Mexico a Madrid con mi hija?',
    ],
  },
  French: {
    flagged: [
      [
        "Bonjour, ma mere a 84 ans et un Alzheimer. Depuis hier soir elle est plus du tout comme d'habitude, elle s'agite, elle sait plus ou elle est et ses urines sentent tres fort. Une infection urinaire ? On attend le medecin",
        2,
        'sudden-confusion',
      ],
      [
        "Mon mari (79 ans) a glissé dans la salle de bain et s'est cogné la tete contre le lavabo, il est sous Eliquis. Il dit que ça va mais il a une grosse bosse",
        2,
        'head-injury',
      ],
      [
        "Papa mangeait sa soupe et d'un coup la bouche est partie de travers, il arrivait plus a lever le bras gauche et les mots sortaient dans le desordre",
        2,
        'neuro-deficit',
      ],
      [
        'Ma belle-mere qui a une demence s est mise a trembler de partout dans son fauteuil, les yeux fixes, et elle repondait plus du tout pendant deux minutes',
        2,
        'neuro-deficit',
      ],
      [
        "Ça fait 6 ans que je m'occupe de mon mari malade, je suis a bout. Parfois je me dis que tout le monde serait mieux sans moi et que j'aimerais ne plus etre la. Je sais pas a qui le dire",
        2,
        'self-harm',
      ],
      [
        'Ma grand-mere est sortie promener le chien vers 15h, il est 19h et elle est toujours pas rentree, elle a Alzheimer. On a deja fait le tour du quartier',
        2,
        'missing-person',
      ],
      [
        'Mon pere depuis ce matin voit des chats partout dans la maison et il nous reconnait plus, hier il allait tres bien. Il a un peu de fievre',
        2,
        'sudden-confusion',
      ],
      [
        "je soulevais un sac de terreau et j'ai pris comme un coup de batte derriere la tete, c'est passé de rien à insupportable en une seconde. J'ai la nausée",
        1,
        'thunderclap',
      ],
      [
        "Mon fils de 3 ans a 39,2 de fievre et des petites taches violettes sur les jambes, j'ai fait le test du verre et elles partent pas",
        1,
        'fever-stiff-neck',
      ],
      [
        "L'ophtalmo a regardé le fond d'oeil, il dit que le nerf optique est gonflé et m'a envoyée aux urgences. J'ai mal à la tête depuis un mois",
        1,
        'papilloedema',
      ],
      [
        "Je suis enceinte de 8 mois, j'ai les chevilles et le visage tout gonflés, mal à la tête depuis ce matin et je vois des petites étoiles",
        1,
        'pregnancy',
      ],
      ["Je prends du Previscan et je me suis cogné la tete contre le coin du placard ce matin, depuis j'ai mal au crane", 1, 'head-injury'],
      [
        "Migraine tous les jours depuis des mois, j'ai mis de cote toutes mes boites de comprimes et je crois que je peux plus continuer comme ça",
        1,
        'self-harm',
      ],
      [
        'Ma fille de 9 ans a mal a la tete en se levant et vomit presque tous les matins, et depuis peu elle se cogne partout et lache tout',
        1,
        'child-warning',
      ],
      [
        "J'ai 68 ans, j'ai jamais eu de migraine et depuis 10 jours la tempe gauche me fait mal au toucher et mâcher me fait mal a la machoire",
        1,
        'new-after-50',
      ],
      ["J'ai accouché il y a 5 jours, depuis hier j'ai un très gros mal de tête, le visage et les jambes gonflés et la tension haute", 1, 'pregnancy'],
      ['Ça fait un mois que j ai mal à la tête et quand je me penche ou que je me leve vite, je vois gris quelques secondes', 1, 'papilloedema'],
      ["J'ai un cancer du sein et mal à la tête tous les jours, ma voisine dit que c'est le stress", 1, 'cancer-immune'],
    ],
    harmless: [
      "Le fils d'une collègue a eu une méningite, il va bien maintenant. C'est contagieux pour mes enfants à l'école ?",
      'Est-ce que rire aux éclats ou aller courir peut déclencher une migraine ?',
      "Quels sont les symptômes d'un AVC ? Je veux savoir les reconnaître",
      'Mon chef va me tuer si je suis encore absente à cause de la migraine',
      "Je meurs d'envie d'un café mais j'ai lu que la caféine aggrave la migraine, c'est vrai ?",
      'Cette chaleur me tue, est-ce que la canicule peut donner des migraines ?',
      "J'ai cherché mon porte-monnaie partout ce matin, il était dans le frigo. La migraine peut rendre distrait ?",
      "J'ai fait une convulsion avec de la fièvre quand j'étais petit, il y a plus de 30 ans, plus rien depuis. Ça a un lien avec mes migraines ?",
      'Pas de fièvre, pas de nuque raide, pas de boutons, pas de vomissements, pas la pire douleur, juste ma migraine des règles',
      "Avant la crise je vois un zigzag lumineux pendant vingt minutes, comme d'habitude depuis l'adolescence",
      "Dans la série que je regarde, l'héroïne a une tumeur au cerveau et fait des convulsions, c'est réaliste ?",
      'Ma mère qui a Alzheimer perd ses lunettes dix fois par jour, vous avez une astuce ?',
      "Mon père est tombé il y a deux ans et s'est cassé le col du fémur, il remarche bien, peut-il reprendre le volant ?",
      'Hier je me suis perdue en voiture en ville parce que le GPS ne marchait pas, quelle galère',
      'Une collègue a un cancer du sein, est-ce que le stress peut me donner des migraines ?',
    ],
    offTopic: [
      'Combien de temps faut-il cuire un rôti de porc au four ?',
      "Comment déclarer les frais de garde de mon fils sur la déclaration d'impôts ?",
      'Qui a gagné le Tour de France cette année ?',
      'Quand faut-il planter les bulbes de tulipes ?',
      'Mon téléphone ne se recharge plus, est-ce le câble ou la prise ?',
      'Faut-il un visa pour aller au Maroc avec un passeport français ?',
    ],
  },
  Deutsch: {
    flagged: [
      [
        'Hallo, mein Vater (83) hat Demenz, ist aber sonst ganz umgänglich. Seit gestern Abend ist er völlig neben der Spur, weiß nicht wo er ist, zupft an der Bettdecke und sein Urin riecht stark. Kann das eine Blasenentzündung sein?',
        2,
        'sudden-confusion',
      ],
      [
        'Meine Frau (81) ist im Bad ausgerutscht und mit dem Kopf gegen das Waschbecken geknallt, sie nimmt Marcumar. Sie sagt es geht, hat aber eine dicke Beule',
        2,
        'head-injury',
      ],
      [
        'Der Opa hat heut beim Mittagessen auf einmal einen schiefen Mund bekommen, konnte den rechten Arm nicht mehr heben und die Wörter kamen ganz verdreht raus',
        2,
        'neuro-deficit',
      ],
      [
        'Meine Schwiegermutter mit Alzheimer hat im Sessel auf einmal am ganzen Körper gezuckt, die Augen verdreht und war zwei Minuten nicht ansprechbar',
        2,
        'neuro-deficit',
      ],
      [
        'Ich pflege meine Mutter seit acht Jahren und kann nicht mehr. Manchmal denke ich, es wäre besser, einfach einzuschlafen und nicht mehr aufzuwachen, dann wäre endlich Ruhe. Sorry für den Text',
        2,
        'self-harm',
      ],
      [
        'Mein Mann (Alzheimer) ist um 14 Uhr spazieren gegangen, jetzt ist es 18 Uhr und er ist immer noch nicht da. Wir haben schon den ganzen Park abgesucht',
        2,
        'missing-person',
      ],
      [
        'Grüezi, s Grosi sieht seit heute Morgen fremde Männer im Garten und erkennt mich nicht mehr, gestern war sie noch ganz normal. Fieber hat sie auch',
        2,
        'sudden-confusion',
      ],
      [
        'Ich hab beim Tragen vom Getränkekasten einen Schlag auf den Hinterkopf gespürt, als hätte mich einer mit dem Baseballschläger erwischt, von null auf unerträglich in einer Sekunde',
        1,
        'thunderclap',
      ],
      ['Unsere Tochter (2) hat 39,8 Fieber und kleine lila Pünktchen am Bauch, die beim Glastest nicht weggehen', 1, 'fever-stiff-neck'],
      [
        'Der Optiker hat beim Sehtest gesagt, dass meine Sehnerven geschwollen aussehen und ich heute noch in die Augenklinik soll. Ich habe seit Wochen Kopfweh',
        1,
        'papilloedema',
      ],
      ['Bin in der 36. SSW, Füße und Gesicht total geschwollen, Kopfschmerzen seit heute früh und ich sehe Sternchen', 1, 'pregnancy'],
      ['Ich nehme Xarelto und hab mir heute früh den Kopf ordentlich an der Dachschräge angeschlagen, jetzt brummt mir der Schädel', 1, 'head-injury'],
      ['Seit Monaten jeden Tag Migräne, ich hab alle Tabletten in einer Dose gesammelt und ich glaube, ich halte das nicht mehr lange aus', 1, 'self-harm'],
      ['Unser Bub (8) hat morgens Kopfweh, erbricht fast jeden Morgen nach dem Aufstehen und stolpert in letzter Zeit ständig über alles', 1, 'child-warning'],
      [
        'Ich bin 69, hatte nie Kopfschmerzen, und seit zehn Tagen tut die rechte Schläfe bei Berührung weh und beim Kauen schmerzt der Kiefer',
        1,
        'new-after-50',
      ],
      ['Hab vor 5 Tagen entbunden, seit gestern extrem starke Kopfschmerzen, Gesicht und Beine geschwollen und der Blutdruck ist hoch', 1, 'pregnancy'],
      [
        'Seit einem Monat Kopfweh, und jedes Mal wenn ich mich bücke oder schnell aufstehe wird mir für ein paar Sekunden grau vor den Augen',
        1,
        'papilloedema',
      ],
      ['Ich habe Brustkrebs und seit einer Woche starke Kopfschmerzen, meine Nachbarin meint, das ist Stress', 1, 'cancer-immune'],
    ],
    harmless: [
      'Der Sohn eines Kollegen hatte eine Meningitis und ist wieder gesund. Kann sich mein Kind in der Kita anstecken?',
      'Kann man vom Lachen oder vom Joggen Migräne bekommen?',
      'Was sind die Anzeichen für einen Schlaganfall? Ich will sie erkennen können',
      'Mein Chef bringt mich um, wenn ich schon wieder wegen Migräne fehle',
      'Ich würde für einen Kaffee sterben, aber macht Koffein die Migräne schlimmer?',
      'Diese Hitze bringt mich um, kann Hitze Migräne auslösen?',
      'Ich hab meinen Geldbeutel überall gesucht, am Ende lag er im Kühlschrank. Macht Migräne zerstreut?',
      'Als Kind hatte ich einmal einen Fieberkrampf, das ist über 30 Jahre her, danach nie wieder. Hat das mit meiner Migräne zu tun?',
      'Kein Fieber, kein steifer Nacken, kein Ausschlag, kein Erbrechen, nicht der schlimmste Schmerz, einfach meine Periodenmigräne',
      'Vor der Attacke sehe ich eine flimmernde Zickzacklinie für 20 Minuten, so wie immer seit der Pubertät',
      'In der Serie, die ich gerade schaue, hat die Hauptfigur einen Hirntumor und Krampfanfälle, ist das realistisch?',
      'Meine Mutter mit Demenz verlegt zehnmal am Tag ihre Brille, habt ihr einen Tipp?',
      'Mein Vater ist vor zwei Jahren gestürzt und hat sich die Hüfte gebrochen, er läuft wieder gut, darf er wieder Auto fahren?',
      'Gestern hab ich mich mit dem Auto in der Innenstadt verfahren, weil das Navi nicht ging, so ärgerlich',
      'Meine Kollegin hat Brustkrebs, kann Stress bei mir Migräne auslösen?',
    ],
    offTopic: [
      'Wie lange muss ein Rinderbraten bei 160 Grad im Ofen bleiben?',
      'Mein Auto ruckelt beim Anfahren, liegt das an der Kupplung?',
      'Bis wann muss ich die Steuererklärung abgeben, wenn ich einen Steuerberater habe?',
      'Wer hat letzte Saison die Bundesliga gewonnen?',
      'Wann schneidet man Rosen zurück, im Herbst oder im Frühjahr?',
      'Mein Handy zeigt keinen Empfang mehr an, was kann ich tun?',
      'Brauche ich für die Schweiz eine Autobahnvignette?',
    ],
  },
  Italian: {
    flagged: [
      [
        "Buonasera, mia madre ha 85 anni e l'Alzheimer, di solito è tranquilla. Da ieri sera è stravolta, non sa dove si trova, parla con persone che non ci sono e la pipì ha un odore fortissimo. Può essere un'infezione urinaria?",
        2,
        'sudden-confusion',
      ],
      [
        'Mio marito di 80 anni è scivolato in bagno e ha sbattuto la testa contro il lavandino, prende il Coumadin. Dice che sta bene ma ha un bernoccolo',
        2,
        'head-injury',
      ],
      [
        'Mio papà stava mangiando e all improvviso la bocca gli si è storta da un lato, non riusciva ad alzare il braccio destro e le parole gli uscivano tutte sbagliate',
        2,
        'neuro-deficit',
      ],
      ['Mia suocera con demenza si è irrigidita sulla poltrona, tremava tutta e per due minuti non rispondeva quando la chiamavamo', 2, 'neuro-deficit'],
      [
        'Assisto mio marito malato da 6 anni e non ce la faccio più. A volte penso che starebbero tutti meglio senza di me, e che vorrei solo sparire per sempre. Scusate lo sfogo',
        2,
        'self-harm',
      ],
      [
        'Il nonno è uscito a fare due passi alle 15, sono le 19 e non è ancora rientrato, ha la demenza e non ha il telefono. Abbiamo girato tutto il quartiere',
        2,
        'missing-person',
      ],
      [
        'Mia nonna da stamattina vede dei bambini sotto il letto e non mi riconosce più, ieri stava benissimo. Ha qualche linea di febbre',
        2,
        'sudden-confusion',
      ],
      [
        'stavo sollevando le casse dell acqua e ho sentito come una mazzata dietro la testa, da zero al massimo in un secondo. Adesso ho la nausea e fa un male cane',
        1,
        'thunderclap',
      ],
      [
        'Mio figlio di 3 anni ha 39,5 di febbre e dei puntini rosso scuro sulla pancia, ci ho premuto sopra un bicchiere e si vedono ancora',
        1,
        'fever-stiff-neck',
      ],
      [
        "L'oculista mi ha guardato il fondo dell'occhio e dice che il nervo ottico è gonfio, devo andare oggi al pronto soccorso. Ho mal di testa da settimane",
        1,
        'papilloedema',
      ],
      ['Sono alla 36esima settimana, piedi e faccia gonfissimi, mal di testa da stamattina e vedo delle lucine', 1, 'pregnancy'],
      ['Prendo lo Xarelto e stamattina ho preso una bella botta in testa contro lo sportello del pensile, adesso mi fa male la testa', 1, 'head-injury'],
      ['Emicrania tutti i giorni da mesi, ho messo da parte tutte le pastiglie in una scatola e non ce la faccio più ad andare avanti', 1, 'self-harm'],
      ['Mia figlia di 8 anni si alza col mal di testa e vomita quasi ogni mattina, e ultimamente inciampa dappertutto', 1, 'child-warning'],
      [
        'Ho 70 anni, non ho mai avuto mal di testa e da dieci giorni mi fa male la tempia destra se la tocco, e masticare mi fa male alla mandibola',
        1,
        'new-after-50',
      ],
      ['Ho partorito 5 giorni fa, da ieri ho un mal di testa fortissimo, faccia e gambe gonfie e la pressione alta', 1, 'pregnancy'],
      ['Ho mal di testa da un mese e ogni volta che mi chino o mi alzo in fretta vedo tutto grigio per qualche secondo', 1, 'papilloedema'],
      ['Ho un tumore al seno e da una settimana mal di testa forte, la mia vicina di casa dice che è stress', 1, 'cancer-immune'],
    ],
    harmless: [
      "Il figlio di un collega ha avuto la meningite, ora sta bene. Mio figlio può essere contagiato all'asilo?",
      "Ridere tanto o andare a correre possono scatenare un'emicrania?",
      'Quali sono i sintomi di un ictus? Voglio saperli riconoscere',
      "Il mio capo mi ammazza se mi assento ancora per l'emicrania",
      "Muoio dalla voglia di un caffè, ma la caffeina peggiora l'emicrania?",
      "Sto crepando dal caldo, il caldo può scatenare l'emicrania?",
      "Ho cercato il portafoglio per tutta la casa, era nel frigo. L'emicrania rende distratti?",
      "Da piccolo ho avuto una convulsione febbrile, più di 30 anni fa, mai più successo. C'entra con la mia emicrania?",
      'Niente febbre, niente collo rigido, niente macchie, niente vomito, non è il dolore peggiore, è la solita emicrania del ciclo',
      "Prima dell'attacco vedo una linea a zigzag luccicante per venti minuti, come sempre da quando ero ragazza",
      'Nella serie che sto guardando la protagonista ha un tumore al cervello e le convulsioni, è realistico?',
      "Mia madre con l'Alzheimer perde gli occhiali dieci volte al giorno, qualche trucco?",
      'Mio padre è caduto due anni fa e si è rotto il femore, ora cammina bene, può tornare a guidare?',
      'Ieri mi sono persa in macchina in centro perché il navigatore non funzionava, che nervi',
      "Una mia collega ha un tumore al seno, lo stress può farmi venire l'emicrania?",
    ],
    offTopic: [
      'Quanto tempo devo cuocere il ragù perché venga buono?',
      'La macchina fa un rumore strano quando freno, sono le pastiglie?',
      "Entro quando devo presentare il 730 quest'anno?",
      "Chi ha vinto lo scudetto l'anno scorso?",
      'Quando si potano gli ulivi?',
      'Il telefono si scarica in due ore, conviene cambiare la batteria?',
      'Serve il passaporto per andare in Albania?',
    ],
  },
  Portuguese: {
    flagged: [
      [
        'Boa noite, minha mãe tem 84 anos e Alzheimer, normalmente é tranquila. Desde ontem à tarde ela tá muito estranha, não sabe onde está, conversa com gente que não existe e o xixi tá com cheiro forte. Pode ser infecção urinária?',
        2,
        'sudden-confusion',
      ],
      [
        'O meu marido de 80 anos escorregou na casa de banho e bateu com a cabeça no lavatório, ele toma varfarina. Diz que está bem mas tem um galo',
        2,
        'head-injury',
      ],
      [
        'Meu pai tava almoçando e de repente a boca entortou pra um lado, ele não conseguia levantar o braço direito e as palavras saíam tudo trocadas',
        2,
        'neuro-deficit',
      ],
      ['A minha sogra com demência ficou toda dura no sofá, tremia toda e não respondia quando a chamávamos, durou uns dois minutos', 2, 'neuro-deficit'],
      [
        'Cuido do meu marido doente há 6 anos e não aguento mais. Às vezes penso que todos ficariam melhor sem mim, queria dormir e não acordar nunca mais. Desculpa o desabafo',
        2,
        'self-harm',
      ],
      ['Meu avô saiu pra dar uma volta às 15h, já são 19h e ele não voltou, tem demência e tá sem celular. Já rodamos o bairro todo', 2, 'missing-person'],
      ['A minha avó desde esta manhã vê crianças debaixo da cama e já não me reconhece, ontem estava ótima. Tem um pouco de febre', 2, 'sudden-confusion'],
      [
        'tava levantando um fardo de água no mercado e senti como uma paulada na nuca, foi de zero ao máximo num segundo. Agora tô enjoada e dói muito',
        1,
        'thunderclap',
      ],
      ['Meu filho de 3 anos tá com 39,5 de febre e umas pintinhas roxas na barriga, fiz o teste do copo e elas não somem', 1, 'fever-stiff-neck'],
      [
        'O oftalmologista viu o fundo do olho e disse que o nervo óptico tá inchado, mandou ir hoje pra emergência. Tenho dor de cabeça há semanas',
        1,
        'papilloedema',
      ],
      ['Estou com 36 semanas, pés e rosto muito inchados, dor de cabeça desde de manhã e vejo uns pontinhos brilhantes', 1, 'pregnancy'],
      ['Tomo Xarelto e hoje de manhã bati a cabeça com força na porta do armário, agora tô com dor de cabeça', 1, 'head-injury'],
      ['Enxaqueca todo dia há meses, fui juntando todos os comprimidos numa caixa e acho que não consigo continuar assim', 1, 'self-harm'],
      ['Minha filha de 8 anos acorda com dor de cabeça e vomita quase toda manhã, e ultimamente vive tropeçando nas coisas', 1, 'child-warning'],
      ['Tenho 70 anos, nunca tive dor de cabeça e há dez dias dói a têmpora direita quando toco, e mastigar dói no maxilar', 1, 'new-after-50'],
      ['Tive bebê há 5 dias, desde ontem estou com uma dor de cabeça muito forte, rosto e pernas inchados e a pressão alta', 1, 'pregnancy'],
      ['Faz um mês que tenho dor de cabeça e toda vez que me abaixo ou levanto rápido a vista fica cinza por uns segundos', 1, 'papilloedema'],
      ['Tenho câncer de mama e há uma semana dor de cabeça forte, a minha vizinha diz que é estresse', 1, 'cancer-immune'],
    ],
    harmless: [
      'O filho de um colega teve meningite e já está bem. O meu filho pode apanhar na escola?',
      'Rir muito ou correr pode desencadear uma crise de enxaqueca?',
      'Quais são os sinais de um AVC? Quero saber reconhecer',
      'Meu chefe vai me matar se eu faltar de novo por causa da enxaqueca',
      'Tô morrendo de vontade de um café, mas a cafeína piora a enxaqueca?',
      'Esse calor tá me matando, o calor pode dar enxaqueca?',
      'Procurei a carteira pela casa toda e estava na geladeira. A enxaqueca deixa a gente distraída?',
      'Em criança tive uma convulsão febril, há mais de 30 anos, nunca mais tive. Tem a ver com a minha enxaqueca?',
      'Sem febre, sem pescoço duro, sem manchas, sem vômito, não é a pior dor, é a enxaqueca de sempre da menstruação',
      'Antes da crise vejo um zigue-zague brilhante por vinte minutos, igual desde a adolescência',
      'Na série que estou vendo a protagonista tem um tumor no cérebro e convulsões, é realista?',
      'A minha mãe com Alzheimer perde os óculos dez vezes por dia, alguma dica?',
      'Meu pai caiu há dois anos e quebrou o fêmur, já anda bem, ele pode voltar a dirigir?',
      'Ontem me perdi de carro no centro porque o GPS não funcionava, que raiva',
      'Uma colega de trabalho tem câncer de mama, o estresse pode me dar enxaqueca?',
    ],
    offTopic: [
      'Quanto tempo cozinho o feijão na panela de pressão?',
      'O carro está fazendo um barulho quando freio, será a pastilha?',
      'Até quando tenho que entregar a declaração do imposto de renda?',
      'Quem ganhou o Brasileirão ano passado?',
      'Quando devo podar a roseira?',
      'Meu celular descarrega muito rápido, troco a bateria?',
      'Preciso de visto para viajar do Brasil para Portugal?',
    ],
  },
};

/**
 * Cases this round found that a lexicon cannot settle, left to a change of code and listed as
 * todo so that they are not lost. A car's steering question on the dementia agent meets the entry
 * on driving with dementia through "voiture" and "volant", with topic odds (about 0.3) below the
 * bar of clearly everyday talk (0.45). The round's five messages of a relative's cancer beside the
 * writer's own migraine ("my aunt has breast cancer, can stress give me migraines?") were settled
 * in session 26 and are tested in lexicon/a-relatives-diagnosis.test.ts.
 */
const NEEDS_A_CODE_CHANGE: [message: string, agent: AgentId, expected: string, got: string][] = [
  ["Ma voiture fait un claquement quand je tourne le volant à fond, c'est les cardans ?", 2, 'no knowledge entry', 'driving-and-dementia'],
];

describePhrasingRound('carers and patients, round 2: red flags, harmless messages and off-topic questions (es, fr, de, it, pt)', ROUND_TWO);

describe('cases of this round that need a change of code', () => {
  for (const [message, agent, expected, got] of NEEDS_A_CODE_CHANGE) {
    it.todo(`needs a code change: ${message} (agent ${agent}) should give ${expected}, gives ${got}`);
  }
});
